import { Value } from 'typebox/value';
import { AnswerKey, QuestionOption, QuestionType } from '@kyu/core/contract';

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

/** How much of a question's text a report shows. */
export const snippet = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
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

/** Text of a question in HTML, as the markdown Kyu keeps: paragraphs and breaks kept, tags dropped. */
export function htmlToText(html: string) {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Why Kyu cannot keep a draft as it is (the answer key's and options' limits), or null. The
 * readers build keys of the right kind; this catches what the file's sizes break.
 */
export function draftProblem(draft: Draft): string | null {
  if (!draft.text.trim()) return 'The question has no text.';
  if (draft.options.length > 26) return 'Kyu takes at most 26 options.';
  if (!(draft.marks >= 1 && draft.marks <= 100))
    return 'A question is worth 1 to 100 marks in Kyu.';
  if (!draft.options.every((o) => Value.Check(QuestionOption, o))) {
    return 'An option is over 2,000 characters.';
  }
  if (!Value.Check(AnswerKey, draft.answer)) return 'The answer is outside what Kyu can mark.';
  const choice = draft.answer.kind === 'choice';
  if (choice && draft.options.length < 2) return 'A choice question needs 2 options.';
  if (draft.questionTypeId === QuestionType.singleChoice && draft.answer.kind === 'choice') {
    if (draft.answer.correct.length !== 1) return 'A single choice has exactly one right option.';
  }
  return null;
}

/** Drafts that break Kyu's limits become rejections, keeping the file's order. */
export function settle(found: (Draft | Rejection)[]): ReadResult {
  const result: ReadResult = { drafts: [], rejections: [] };
  for (const item of found) {
    if ('reason' in item) {
      result.rejections.push(item);
      continue;
    }
    const reason = draftProblem(item);
    if (reason) result.rejections.push({ line: item.line, reason, text: snippet(item.text) });
    else result.drafts.push(item);
  }
  return result;
}
