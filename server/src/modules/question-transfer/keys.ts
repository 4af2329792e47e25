import type { AnswerKey } from '@kyu/core/contract';

/** A numeric key, the unit (when any) written after the number. */
export const numericKey = (value: number, tolerance: number, unit: string | null): AnswerKey => ({
  kind: 'numeric',
  value,
  tolerance,
  unit,
  accepted_units: [],
});

/** A text key: any of the answers, compared without case unless `caseSensitive`. */
export const textKey = (accepted: string[], caseSensitive: boolean): AnswerKey => ({
  kind: 'text',
  accepted,
  case_sensitive: caseSensitive,
  ignore_spacing: false,
});

/**
 * An essay's key: Moodle's essays are marked by a person, so one point worth all the marks,
 * which the teacher (or the model) judges; `guide` is the grader's information when given (a
 * guide longer than the editor takes is refused with the question, not cut short).
 */
export const essayKey = (marks: number, guide = ''): AnswerKey => ({
  kind: 'rubric',
  points: [{ description: guide || 'Answers the question fully.', marks, keywords: [] }],
});
