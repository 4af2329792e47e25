import { QuestionType } from '@kyu/core/contract';
import { combineParts, groupParts } from './group';
import { markWithModel } from './rubric-model';
import { markOffline } from './rubric-offline';
import { scoreAnswer } from './score';
import type { MarkableQuestion, MarkingDeps, MarkOutcome } from './types';

export { DEFAULT_SCORING_PROMPT } from './default-scoring-prompt';
export { MarkingInputError } from './outcome';
export { scoreAnswer } from './score';
export type { MarkableQuestion, MarkingDeps, MarkOutcome } from './types';

const markOpen = (question: MarkableQuestion, value: string | null, deps: MarkingDeps) =>
  deps.model.offline ? markOffline(question, value) : markWithModel(question, value, deps);

/**
 * Marks any answer: an open answer by the model (or the offline estimate when the model is the
 * offline one), every other kind by `scoreAnswer`, a group part by part. Throws
 * `MarkingInputError` for a value the question cannot take; never for the model's failures.
 */
export async function markAnswer(
  question: MarkableQuestion,
  value: string | null,
  deps: MarkingDeps,
): Promise<MarkOutcome> {
  if (question.question_type_id === QuestionType.openAnswer) return markOpen(question, value, deps);
  if (question.question_type_id !== QuestionType.group) return scoreAnswer(question, value);
  // The other parts are scored first, so that a value they cannot take is a 400 before any
  // model is asked; open parts go to the model one at a time, to spare it a burst.
  const parts = groupParts(question, value);
  const scored = parts.map((p) =>
    p.part.question_type_id === QuestionType.openAnswer ? null : scoreAnswer(p.part, p.value),
  );
  const outcomes: MarkOutcome[] = [];
  for (const [i, p] of parts.entries()) {
    outcomes.push(scored[i] ?? (await markOpen(p.part, p.value, deps)));
  }
  return combineParts(outcomes);
}
