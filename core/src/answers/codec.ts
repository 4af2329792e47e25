/**
 * The text an answer is stored and sent as, one `parse` and `stringify` pair per question type:
 * the quiz player writes it, the answer check and marking read it. Free of TypeBox, so the
 * player can import it without the schemas.
 */
import type { QuestionTypeId } from '../constants/practice';

/** Says why a text cannot be an answer of its type, in words meant for the student. */
export class AnswerFormatError extends Error {}

/**
 * One question type's answer text. `parse` reads a text (null or blank is no answer) and throws
 * {@link AnswerFormatError} for one the type cannot hold; `stringify` writes a value, null when
 * it answers nothing.
 */
export interface AnswerCodec<T> {
  readonly parse: (text: string | null) => T;
  readonly stringify: (value: T) => string | null;
}

/** The option orders chosen, in the order written, each once. */
export type ChoiceAnswer = readonly number[];
/** A written answer as typed, or null for none. */
export type TextAnswer = string | null;
/** A group's answer: each part's own answer text by part id, null or left out when unanswered. */
export type GroupAnswer = Readonly<Record<string, string | null>>;

const isBlank = (text: string | null): text is null => text === null || text.trim() === '';

const notAGroup = 'A group answer must be a JSON object of part answers.';

// "1, 3,3" → [1, 3]. Whether each order is one of the question's options is marking's to say.
function parseOrders(text: string | null): ChoiceAnswer {
  if (isBlank(text)) return [];
  const orders = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (!/^\d+$/.test(part)) throw new AnswerFormatError(`"${part}" is not an option number.`);
      return Number(part);
    });
  return [...new Set(orders)];
}

const chosen = (orders: ChoiceAnswer) =>
  [...new Set(orders)].filter((order) => Number.isInteger(order) && order > 0);

/** Question type 1: one option order ("2"); of several chosen, the last. */
export const singleChoiceAnswer: AnswerCodec<ChoiceAnswer> = {
  parse: parseOrders,
  stringify: (orders) => {
    const all = chosen(orders);
    return all.length === 0 ? null : String(all[all.length - 1]);
  },
};

/** Question type 2: the option orders sorted and comma-joined ("1,3"). */
export const multipleChoiceAnswer: AnswerCodec<ChoiceAnswer> = {
  parse: parseOrders,
  stringify: (orders) =>
    chosen(orders)
      .sort((a, b) => a - b)
      .join(',') || null,
};

/** Question types 3, 4 and 5 (a number with its unit, a short text, an open answer): the text as typed. */
export const textAnswer: AnswerCodec<TextAnswer> = {
  parse: (text) => (isBlank(text) ? null : text),
  stringify: (text) => (isBlank(text) ? null : text),
};

/** Question type 6: JSON of each answered part's text by part id (`{"11":"4","12":"1,3"}`). */
export const groupAnswer: AnswerCodec<GroupAnswer> = {
  parse: (text) => {
    if (isBlank(text)) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AnswerFormatError(notAGroup);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new AnswerFormatError(notAGroup);
    const parts = Object.entries(parsed);
    for (const [id, part] of parts) {
      if (part !== null && typeof part !== 'string')
        throw new AnswerFormatError(`The answer to part ${id} must be text.`);
    }
    // fromEntries, not assignment: a part named "__proto__" stays a part.
    return Object.fromEntries(parts) as GroupAnswer;
  },
  stringify: (parts) => {
    const answered = Object.entries(parts).filter((entry) => !isBlank(entry[1]));
    return answered.length === 0 ? null : JSON.stringify(Object.fromEntries(answered));
  },
};

/** The codec of each question type, by type id (`QuestionType`). */
export const answerCodecs = {
  1: singleChoiceAnswer,
  2: multipleChoiceAnswer,
  3: textAnswer,
  4: textAnswer,
  5: textAnswer,
  6: groupAnswer,
} as const satisfies Record<QuestionTypeId, unknown>;
