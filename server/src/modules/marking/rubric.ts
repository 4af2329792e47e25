import { markOf, type AnswerKey } from '@kyu/core/contract';
import type { MarkableQuestion } from './types';

export type RubricPoint = Extract<AnswerKey, { kind: 'rubric' }>['points'][number];

export function rubricOf(question: MarkableQuestion): RubricPoint[] {
  if (question.answer.kind !== 'rubric') {
    throw new Error(
      `Question ${question.id} is an open answer with a ${question.answer.kind} key.`,
    );
  }
  return question.answer.points;
}

/**
 * The question's marks earned for the points' marks earned. A rubric whose points add up to more
 * or less than the question's marks is scaled, so that full points always mean full marks.
 */
export function questionMarks(question: MarkableQuestion, points: RubricPoint[], earned: number[]) {
  const total = points.reduce((sum, p) => sum + p.marks, 0);
  const got = earned.reduce((sum, e) => sum + e, 0);
  return total === question.marks ? got : (got * question.marks) / total;
}

/** One line a point: whether it was met, its marks earned, and why when a reason is known. */
export function pointLines(points: RubricPoint[], earned: number[], reasons: string[] = []) {
  return points.map((point, i) => {
    const got = earned[i] ?? 0;
    const state = got >= point.marks ? 'Met' : got > 0 ? 'Partly met' : 'Missed';
    const reason = reasons[i] ? `: ${reasons[i]}` : '';
    return `${state} (${markOf(got, point.marks)}): ${point.description}${reason}`;
  });
}
