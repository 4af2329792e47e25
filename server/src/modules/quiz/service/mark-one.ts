import type { FastifyBaseLogger } from 'fastify';
import { QuestionType } from '@kyu/core/contract';
import type { ChatModel } from '../../../providers/llm/types';
import { MarkingInputError, markAnswer, type MarkOutcome } from '../../marking';
import { markableQuestion, type LoadedQuestion } from '../../questions/service';
import type { EvaluationRow } from '../queries';

const UNMARKABLE = 'This answer could not be marked automatically; your teacher will review it.';

/** What marking one answer uses. */
export interface MarkerDeps {
  model: ChatModel;
  log: FastifyBaseLogger;
  /** Aborts when the app closes; a client leaving never stops marking. */
  closing: AbortSignal;
}

/** Whether marking the question asks the model: an open answer, or a group with one. */
export const asksModel = (question: LoadedQuestion) =>
  question.row.questionTypeId === QuestionType.openAnswer ||
  question.parts.some((p) => p.questionTypeId === QuestionType.openAnswer);

/** A mark, and whether making it failed (a teacher will review it). */
export interface Marking {
  mark: MarkOutcome;
  failed: boolean;
}

/** Marks one answer; a failure becomes a mark of nothing that a teacher will review. */
export async function markOne(
  deps: MarkerDeps,
  question: LoadedQuestion | undefined,
  row: EvaluationRow,
  prompt: () => Promise<string>,
): Promise<Marking> {
  const none = (feedback: string, needsReview: boolean, failed = false): Marking => ({
    mark: {
      marks_given: 0,
      max_marks: row.maxMarks,
      is_full_marks: row.maxMarks === 0,
      feedback,
      needs_review: needsReview,
      rationale: feedback,
    },
    failed,
  });
  if (!question) return none(UNMARKABLE, true);
  // Scoring any other kind of answer reads no prompt, so it is fetched only for the model.
  const scoringPrompt = asksModel(question) ? await prompt() : '';
  try {
    const mark = await markAnswer(markableQuestion(question), row.value, {
      model: deps.model,
      scoringPrompt,
      signal: deps.closing,
    });
    return { mark, failed: false };
  } catch (error) {
    // Answers are checked when saved, so this is a value saved before a question changed.
    if (error instanceof MarkingInputError) return none(error.message, false);
    deps.log.error({ err: error, evaluationId: row.id }, 'marking an answer failed');
    return none(UNMARKABLE, true, true);
  }
}
