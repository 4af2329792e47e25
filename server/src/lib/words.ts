/**
 * Small word tools the coach uses to judge which passage answers a question, restate it, pick
 * the sentences that answer it, and make a conversation title. English only, like the full-text
 * index.
 */
const STOPWORDS = new Set(
  `a about above after again all also am an and any are around as at be because been before
  being below between both but by can could did do does doing down during each few for from
  further had has have having he her here hers him his how i if in into is it its itself just
  let like me more most my no nor not of off on once only or other our ours out over own please
  same she should so some such than that the their theirs them then there these they this those
  through to too under until up very was we were what when where which while who whom why will
  with would you your yours explain tell help know want need understand mean means really
  don't doesn't didn't can't isn't i'm it's what's there's im dont thanks thank ok okay yes
  yeah hi hello hey sure still maybe think something anything hint clue stuck confused`.split(
    /\s+/,
  ),
);

/** Symbols students type for words: "25%" asks about percentages. */
const spelledOut = (text: string) => text.replace(/%/g, ' percent ').replace(/[²³]/g, ' ');

/** `text` lower-cased, with its symbols spelled out as words. */
export const normalised = (text: string) => spelledOut(text).toLowerCase();

/** The words of `text`, lower-cased, in order. */
export const wordsOf = (text: string) =>
  normalised(text).match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? [];

/** The words that carry meaning: no stopwords, no single letters. */
export const meaningfulWords = (text: string) =>
  wordsOf(text).filter((w) => w.length > 1 && !STOPWORDS.has(w));

/** Doing-words students start questions with; a topic is what they act on. */
const ACTIONS = new Set(
  `add subtract multiply divide make find get work solve calculate use write show draw describe
  compare convert simplify learn remember start answer give happen happens`.split(/\s+/),
);

/**
 * Words that say loosely what is asked ("how do volcanoes form", "5 cm"): a passage sharing only
 * these with a question is not about it.
 */
const LOOSE = new Set([
  ...ACTIONS,
  ...`form forms formed part parts thing things way ways kind type types example examples cause
  causes caused reason reasons
  question called name different same many much big small number numbers cm mm km kg ml`.split(
    /\s+/,
  ),
]);

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten hundred thousand million'.split(' '),
);
const isNumber = (word: string) => /^\p{N}+$/u.test(word) || NUMBER_WORDS.has(word);

/** A crude stem, enough to match "fractions" with "fraction" and "adding" with "add". */
export const stem = (word: string) => word.replace(/(?:ing|ed|es|s)$/, '').slice(0, 6) || word;

/** One stem a question is about, and how much it counts. */
export interface Term {
  stem: string;
  /** 1 for a word naming the topic, ½ for a loose word ("form", "cm", "add"). */
  weight: number;
  /** True when the word names the topic. */
  topical: boolean;
}

/**
 * What a question is about: its meaningful words as stems, once each, numbers left out. Loose
 * words count half, unless the question has nothing else ("how do I simplify 12/18?").
 */
export function contentTerms(text: string): Term[] {
  const words = meaningfulWords(text).filter((w) => !isNumber(w));
  const hasTopic = words.some((w) => !LOOSE.has(w));
  const terms = new Map<string, Term>();
  for (const word of words) {
    const topical = !hasTopic || !LOOSE.has(word);
    const term = { stem: stem(word), weight: topical ? 1 : 0.5, topical };
    if (!terms.get(term.stem)?.topical) terms.set(term.stem, term);
  }
  return [...terms.values()];
}

/** The numbers a question gives ("5 cm by 3 cm": 5 and 3), in order, once each. */
export const numbersOf = (text: string) => [
  ...new Set(text.match(/\d+(?:[.,]\d+)?(?:\/\d+)?/g) ?? []),
];

/**
 * A passage's text without its markdown scaffolding (headings, list and quote markers, table
 * rows), so a quote of it reads as sentences, not as `> # Title …`.
 */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*(?:#{1,6}\s|\|)/.test(line))
    .map((line) => line.replace(/^\s*(?:>\s?)*(?:(?:[-*+]|\d+[.)])\s+)?/, ''))
    .join('\n');
}

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
