import type { MarkOutcome } from './types';

/** An answer that cannot be marked as sent (an option the question lacks): the caller answers 400. */
export class MarkingInputError extends Error {
  override name = 'MarkingInputError';
}

export const NO_ANSWER = 'No answer given.';

/** Marks to two decimals, so partial credit reads as 0.67 rather than 0.6666666666666666. */
export const roundMarks = (marks: number) => Math.round(marks * 100) / 100;

export const isBlank = (value: string | null): value is null => value === null || !value.trim();

export function noAnswer(max: number): MarkOutcome {
  return outcome(0, max, NO_ANSWER, 'No answer was given, so no marks.');
}

/** An outcome of an automatically scored question: marks clamped to 0..max and rounded. */
export function outcome(
  marks: number,
  max: number,
  feedback: string,
  rationale: string,
  needsReview = false,
): MarkOutcome {
  const given = roundMarks(Math.min(max, Math.max(0, marks)));
  return {
    marks_given: given,
    max_marks: max,
    is_full_marks: given === max,
    feedback,
    needs_review: needsReview,
    rationale,
  };
}

/** A number as a person writes it: 0.1 + 0.2 shows as 0.3, not 0.30000000000000004. */
export const shown = (n: number) => String(Number(n.toPrecision(12)));
