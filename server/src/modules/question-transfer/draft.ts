import type { AnswerKey, QuestionOption } from '@kyu/core/contract';

/** A question read from a file, ready to import: what Kyu stores of it. */
export interface Draft {
  line: number;
  topic: string;
  questionTypeId: number;
  text: string;
  options: QuestionOption[];
  marks: number;
  unit: string | null;
  answer: AnswerKey;
  explanation: string;
}

/** A question of the file Kyu cannot take. */
export interface Rejection {
  line: number;
  reason: string;
  text: string;
}

/** What a file reader found: the questions to import and the ones refused, in file order. */
export interface ReadResult {
  drafts: Draft[];
  rejections: Rejection[];
}

/** Questions before any category go to this topic. */
export const DEFAULT_TOPIC = 'Imported';

/** How much of a question's text (or of what a reason quotes) a report shows. */
export const snippet = (text: string, max = 80) => {
  // Cut before flattening: a question may be 5 MB of one character.
  const head = text.trimStart();
  const flat = head
    .slice(0, 4 * max)
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max || head.length > 4 * max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Options numbered 1..n in the order given. */
export const numbered = (texts: string[]): QuestionOption[] =>
  texts.map((text, i) => ({ order: i + 1, text }));

/**
 * Moodle's categories nest ("$course$/top/Fractions/Halves"); Kyu's topics do not, so the path
 * below Moodle's own roots becomes one name, its levels joined by " / ".
 */
export function topicOfCategory(path: string) {
  const levels = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((level) => level.replace(/\/\//g, '/').trim())
    .filter((level) => level && !/^\$\w+\$$/.test(level));
  if (levels[0] === 'top' || levels[0] === 'Default') levels.shift();
  return levels.join(' / ') || DEFAULT_TOPIC;
}
