import { QuestionType } from '@kyu/core/contract';
import type { GeneratedQuestion, GenerationRequest, QuestionGenerator } from './question-types';

const BLANK = '_____';
const MIN_LETTERS = 5;
const STOPWORDS = new Set(
  'about above after again against because before being below between could does doing during each few from further have having here into itself more most other ought ourselves should some such than that their theirs them themselves then there these they this those through under until very were what when where which while whom with would your yours yourself'.split(
    ' ',
  ),
);

/** Sentences worth asking about: whole, of five words or more, without Markdown headings. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/^#+\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length >= 20 && s.length <= 400 && s.split(' ').length >= 5);
}

const NUMBER = /\b\d+(?:\.\d+)?\b/;

/** The longest word that is not a common one: the sentence's most telling word. */
function keyWord(sentence: string) {
  const words = sentence.match(/\p{L}+/gu) ?? [];
  let best: string | undefined;
  for (const word of words) {
    if (word.length < MIN_LETTERS || STOPWORDS.has(word.toLowerCase())) continue;
    if (!best || word.length > best.length) best = word;
  }
  return best;
}

const source = (sentence: string, reference?: string) =>
  `The text says: "${sentence}"${reference ? ` (${reference})` : ''}`;

/** A number question from a sentence with a number in it, else a missing-word one, or none. */
export function questionFrom(sentence: string, reference?: string): GeneratedQuestion | undefined {
  const number = NUMBER.exec(sentence);
  if (number) {
    return {
      questionTypeId: QuestionType.numeric,
      text: `What number fills the gap? ${sentence.replace(number[0], BLANK)}`,
      answer: {
        kind: 'numeric',
        value: Number(number[0]),
        tolerance: 0,
        unit: null,
        accepted_units: [],
      },
      explanation: source(sentence, reference),
    };
  }
  const word = keyWord(sentence);
  if (!word) return undefined;
  return {
    questionTypeId: QuestionType.shortText,
    text: `Which word fills the gap? ${sentence.replace(word, BLANK)}`,
    answer: { kind: 'text', accepted: [word], case_sensitive: false, ignore_spacing: false },
    explanation: source(sentence, reference),
  };
}

/**
 * Questions from the documents' sentences, in their order: the `index`-th worksheet starts where
 * the one before it stopped, wrapping round, so a request's worksheets differ while the text
 * lasts. The same text always gives the same questions.
 */
export function offlineQuestions(request: GenerationRequest): GeneratedQuestion[] {
  const all = sentencesOf(request.text)
    .map((s) => questionFrom(s, request.reference))
    .filter((x) => x !== undefined);
  if (!all.length) throw new Error('The documents hold no sentences to make questions from.');
  const count = Math.min(request.count, all.length);
  const start = (request.index * count) % all.length;
  return Array.from({ length: count }, (_, i) => all[(start + i) % all.length]!);
}

/** The default generator: no network, no key. */
export function offlineQuestionGenerator(): QuestionGenerator {
  return { name: 'offline', generate: async (request) => offlineQuestions(request) };
}
