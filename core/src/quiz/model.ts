import type { Attempt, Evaluation, StudentQuestion } from '../contract';
import { QuestionType } from '../constants/practice';
import { DAILY_XP_CAP } from '../constants/xp';
import {
  groupAnswer,
  multipleChoiceAnswer,
  singleChoiceAnswer,
  type AnswerCodec,
  type GroupAnswer,
} from '../answers';

/** How a quiz is taken: a student's own attempt, an anonymous demo or shared one, or a review. */
export type QuizMode = 'student' | 'demo' | 'shared' | 'review';

/** Where autosaving stands: nothing to save, sending, all saved, waiting for a connection, or a save refused. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/** True for the question types answered by choosing options (single and multiple choice). */
export const isChoice = (question: Pick<StudentQuestion, 'question_type_id'>): boolean =>
  question.question_type_id === QuestionType.singleChoice ||
  question.question_type_id === QuestionType.multipleChoice;

// A value the player cannot read (a copy kept from an older page, say) shows as no answer.
function readOr<T>(codec: AnswerCodec<T>, value: string | null, none: T): T {
  try {
    return codec.parse(value);
  } catch {
    return none;
  }
}

/** The option orders a value names; an empty or unreadable value names none. */
export const chosenOptions = (value: string | null): readonly number[] =>
  readOr(multipleChoiceAnswer, value, []);

/** The value after clicking option `order`: a single choice takes it, a multiple one toggles it. */
export function toggleOption(
  value: string | null,
  order: number,
  multiple: boolean,
): string | null {
  if (!multiple) return singleChoiceAnswer.stringify([order]);
  const chosen = chosenOptions(value);
  const next = chosen.includes(order) ? chosen.filter((o) => o !== order) : [...chosen, order];
  return multipleChoiceAnswer.stringify(next);
}

/** The part answers of a group value, by part id; an unreadable value gives none. */
export const groupParts = (value: string | null): GroupAnswer => readOr(groupAnswer, value, {});

/** A group value with the answer of part `partId` replaced (null clears it). */
export const withPart = (value: string | null, partId: number, part: string | null) =>
  groupAnswer.stringify({ ...groupParts(value), [partId]: part });

/** True when the value answers the question; a group counts as answered once every part is. */
export function isAnswered(
  question: Pick<StudentQuestion, 'question_type_id' | 'sub_questions'>,
  value: string | null | undefined,
): boolean {
  if (value === null || value === undefined || value.trim() === '') return false;
  if (question.question_type_id !== QuestionType.group) return true;
  const parts = groupParts(value);
  return question.sub_questions.every((part) => (parts[part.id] ?? '').trim() !== '');
}

/** The positions (0-based) of the questions not answered yet, in quiz order. */
export function unansweredPositions(
  questions: readonly StudentQuestion[],
  answers: Readonly<Record<number, string | null>>,
): number[] {
  return questions.flatMap((q, i) => (isAnswered(q, answers[q.id]) ? [] : [i]));
}

/** How many of the questions are answered, of how many. */
export function quizProgress(
  questions: readonly StudentQuestion[],
  answers: Readonly<Record<number, string | null>>,
): { answered: number; total: number } {
  const answered = questions.filter((q) => isAnswered(q, answers[q.id])).length;
  return { answered, total: questions.length };
}

/** Whole seconds left before the deadline, never below 0; null for an untimed attempt. */
export function remainingSeconds(deadlineAt: string | null, now: number): number | null {
  if (!deadlineAt) return null;
  const deadline = Date.parse(deadlineAt);
  if (Number.isNaN(deadline)) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** True once an evaluation carries its marks: only then may its explanation be shown. */
export const isMarked = (evaluation: Evaluation): boolean =>
  evaluation.is_submitted && evaluation.marks_given !== null;

/** The marked evaluations of a list, by question id. */
export function markedByQuestion(evaluations: readonly Evaluation[]): Record<number, Evaluation> {
  return mergeMarked({}, evaluations);
}

/** The marked evaluations with `incoming` merged in, the newest (by `updated_at`) winning. */
export function mergeMarked(
  marked: Readonly<Record<number, Evaluation>>,
  incoming: readonly Evaluation[],
): Record<number, Evaluation> {
  const out = { ...marked };
  for (const evaluation of incoming) {
    if (!isMarked(evaluation)) continue;
    const held = out[evaluation.question_id];
    if (held && Date.parse(held.updated_at) > Date.parse(evaluation.updated_at)) continue;
    out[evaluation.question_id] = evaluation;
  }
  return out;
}

/** The questions in submission once `ids` are submitted: they stay so until marked. */
export function startSubmission(
  inSubmission: ReadonlySet<number>,
  ids: readonly number[],
): ReadonlySet<number> {
  return new Set([...inSubmission, ...ids]);
}

/** The questions in submission once the marked evaluation of `questionId` has returned. */
export function endSubmission(
  inSubmission: ReadonlySet<number>,
  questionId: number,
): ReadonlySet<number> {
  if (!inSubmission.has(questionId)) return inSubmission;
  const next = new Set(inSubmission);
  next.delete(questionId);
  return next;
}

/** An attempt's score in percent (0 when it has no marks to give). */
export const scorePercent = (attempt: Pick<Attempt, 'total_score' | 'max_score'>): number =>
  attempt.max_score > 0 ? Math.round((attempt.total_score / attempt.max_score) * 100) : 0;

/**
 * What a student's finished attempt says about XP: what it earned, or why it earned none. Only
 * the XP the server granted is ever shown; a review and an anonymous attempt say nothing.
 */
export function xpNote(
  attempt: Pick<Attempt, 'xp_collected' | 'total_score' | 'is_review' | 'student_id'>,
): string | null {
  if (attempt.student_id === null || attempt.is_review) return null;
  if (attempt.xp_collected > 0) return `+${attempt.xp_collected} XP earned`;
  if (attempt.total_score <= 0) return 'No XP this time: XP comes from the marks you earn.';
  return `No new XP: each mark pays XP once, up to ${DAILY_XP_CAP} XP a day.`;
}
