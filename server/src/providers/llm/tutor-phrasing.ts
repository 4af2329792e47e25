import {
  contentTerms,
  meaningfulWords,
  plainText,
  sentencesOf,
  stem,
  wordsOf,
  type Term,
} from '../../lib/words';
import type { RetrievedPassage } from './types';
import { withoutLastWord } from '../../lib/text-scan';

/**
 * The pieces the offline tutor phrases its replies from: what a question is about, the sentences
 * of a passage that answer it, written as plain text to quote, and what the passage leaves out.
 */

export const clip = (text: string, max: number) =>
  text.length <= max ? text : `${withoutLastWord(text.slice(0, max))}…`;

/** Every line of `text` as a markdown blockquote. */
export const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** "a", "a and b", "a, b and c". */
export const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

const oneLine = (markdown: string) => plainText(markdown).replace(/\s+/g, ' ').trim();

/**
 * A practice question as plain lines to quote: what it asks in full, after its setting cut
 * short (a part of a question reads on from the question it belongs to).
 */
export function practiceQuote(question: string): string {
  const paragraphs = question.split(/\n\s*\n/);
  const asked = paragraphs.pop() ?? '';
  const setting = oneLine(paragraphs.join('\n'));
  return [setting && clip(setting, 160), clip(oneLine(asked), 200)].filter(Boolean).join('\n');
}

/** The steps of a worked method written as a numbered markdown list, in order. */
export const stepsOf = (method: string) =>
  method
    .split('\n')
    .map((line) => /^\s*\d+[.)]\s([\s\S]*)/.exec(line)?.[1]?.trim())
    .filter((step): step is string => Boolean(step));

const weightIn = (terms: Term[], text: string) => {
  const stems = new Set(meaningfulWords(text).map(stem));
  return terms.reduce((sum, t) => sum + (stems.has(t.stem) ? t.weight : 0), 0);
};

/** The one or two sentences of `text` that cover the most of the question, in their order. */
export function keySentences(text: string, question: string, max = 320): string {
  const terms = contentTerms(question);
  const scored = sentencesOf(plainText(text)).map((sentence, index) => ({
    sentence,
    index,
    score: weightIn(terms, sentence),
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, 2);
  return clip(
    best
      .sort((a, b) => a.index - b.index)
      .map((s) => s.sentence)
      .join(' '),
    max,
  );
}

/** The words of a question as typed, each with its lower-cased form for matching. */
const tokensOf = (question: string) =>
  (question.match(/[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu) ?? []).map((typed) => ({
    typed,
    stem: stem(wordsOf(typed)[0] ?? ''),
  }));

/** The stems naming the topic of a question. */
const topicalStems = (question: string) =>
  new Set(
    contentTerms(question)
      .filter((t) => t.topical)
      .map((t) => t.stem),
  );

/** The question's topic words that the passage never mentions ("butterfly"), as typed. */
export function missingWords(question: string, passage: RetrievedPassage): string[] {
  const about = [passage.title, passage.topic, passage.question, passage.content].join(' ');
  const present = new Set(meaningfulWords(about).map(stem));
  const topical = topicalStems(question);
  const missing = tokensOf(question).filter((t) => topical.has(t.stem) && !present.has(t.stem));
  return [...new Set(missing.map((t) => t.typed))];
}

const TOPIC_GLUE = new Set(['of', 'and']);

/**
 * What a question is about, in the student's own words: the longest run of its topic words with
 * its article ("the French Revolution", "a rainbow", "the capital of Australia"); the last of
 * equal runs ("how many legs does a spider have": "a spider").
 */
export function topicPhrase(question: string): string | null {
  const topical = topicalStems(question);
  const tokens = tokensOf(question);
  const isTopic = (i: number) => tokens[i] !== undefined && topical.has(tokens[i].stem);
  const isGlue = (i: number) => TOPIC_GLUE.has(tokens[i]?.typed.toLowerCase() ?? '');
  let best: [number, number] | null = null;
  for (let start = 0; start < tokens.length; start++) {
    if (!isTopic(start)) continue;
    let end = start + 1;
    while (isTopic(end) || (isGlue(end) && isTopic(end + 1))) end += isTopic(end) ? 1 : 2;
    if (!best || end - start >= best[1] - best[0]) best = [start, end];
    start = end - 1;
  }
  if (!best) return null;
  const before = tokens[best[0] - 1]?.typed.toLowerCase() ?? '';
  const article = ['the', 'a', 'an'].includes(before) ? `${before} ` : '';
  return (
    article +
    tokens
      .slice(best[0], best[1])
      .map((t) => t.typed)
      .join(' ')
  );
}
