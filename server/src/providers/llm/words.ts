/**
 * Small word tools the offline tutor uses to restate a question, pick the sentences of a passage
 * that answer to it, and make a conversation title. English only, like the full-text index.
 */
const STOPWORDS = new Set(
  `a about above after again all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has
  have having he her here hers him his how i if in into is it its itself just let me more most my
  no nor not of off on once only or other our ours out over own please same she should so some
  such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your
  yours explain tell help know want need understand mean means really`.split(/\s+/),
);

/** The words of `text`, lower-cased, in order. */
export const wordsOf = (text: string) =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];

/** The words that carry meaning: no stopwords, no single letters. */
export const meaningfulWords = (text: string) =>
  wordsOf(text).filter((w) => w.length > 1 && !STOPWORDS.has(w));

/** Doing-words students start questions with; a topic is what they act on. */
const ACTIONS = new Set(
  `add subtract multiply divide make find get work solve calculate use write show draw describe
  compare convert simplify learn remember start answer give happen happens`.split(/\s+/),
);

/** The words that name the topic of a question, best first: meaningful words that are not actions. */
export const topicWords = (text: string) => {
  const words = meaningfulWords(text);
  const topics = words.filter((w) => !ACTIONS.has(w));
  return topics.length ? topics : words;
};

/** A crude stem, enough to match "fractions" with "fraction" and "adding" with "add". */
export const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 6) || word;

/** The sentences of a passage, trimmed, without empty ones. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(])/u)
    .map((s) => s.trim())
    .filter(Boolean);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A title from the first meaningful words of a question: "Adding Fractions Different Denominators". */
export function titleFrom(question: string, maxWords = 6): string {
  const words = meaningfulWords(question).slice(0, maxWords);
  if (!words.length) return 'New conversation';
  return words.map(capitalise).join(' ');
}
