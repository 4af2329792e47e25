import type { EvaluationPatch, SharedAnswerBody } from '@kyu/core/contract';
import { conflict, notFound } from '../../../lib/problem';
import { markableQuestion } from '../../questions/service';
import { checkAnswer } from '../answer-check';
import { evaluationJson } from '../present';
import * as q from '../queries';
import type { AttemptRow } from '../queries';
import { hashSession, type Holder } from '../sessions';
import { currentAttempt } from './attempts';
import type { QuizContext } from './context';
import { evaluationsJson, ownEvaluation } from './evaluations';
import { isOverdue } from './finisher';
import { questionsById } from './questions';

const closed = (attempt: AttemptRow) =>
  conflict(
    attempt.submittedAt
      ? 'This attempt has been submitted; its answers can no longer change.'
      : 'The time for this attempt is up; its answers can no longer change.',
  );

/** `GET /quiz/{id}/evaluations`: the answers of the holder's current attempt. */
export async function listEvaluations(ctx: QuizContext, holder: Holder, quizId: number) {
  const attempt = await currentAttempt(ctx, holder, quizId);
  return evaluationsJson(ctx, await q.evaluationsOf(ctx.db, attempt.id));
}

/**
 * Autosaves one answer. Saving the same body twice leaves the same row. Scores and XP the client
 * reports are ignored: the server marks answers itself, so a client cannot award itself marks;
 * only the time on the quiz, which nothing is paid for, is kept as the client counts it.
 */
export async function saveAnswer(
  ctx: QuizContext,
  holder: Holder,
  evaluationId: number,
  patch: EvaluationPatch,
  totalTimeSpent: number | undefined,
) {
  const found = await ownEvaluation(ctx.db, holder, evaluationId);
  const attempt = await ctx.finisher.settle(found.attempt);
  if (attempt.submittedAt !== null || isOverdue(attempt)) throw closed(attempt);
  if (found.evaluation.marksGiven !== null) {
    throw conflict('This answer has been checked and marked; it can no longer change.');
  }
  const loaded = await questionsById(ctx, [found.evaluation.questionId]);
  const question = loaded.get(found.evaluation.questionId);
  if (question) checkAnswer(markableQuestion(question), patch.value);
  const current = found.evaluation;
  const unchanged =
    current.value === patch.value &&
    current.timeSpent === patch.time_spent &&
    current.numOptionsClicked === patch.num_options_clicked;
  const saved = unchanged
    ? current
    : await q.saveValue(ctx.db, evaluationId, {
        value: patch.value,
        timeSpent: patch.time_spent,
        numOptionsClicked: patch.num_options_clicked,
      });
  if (!saved) throw closed(attempt);
  if (totalTimeSpent !== undefined) await q.setTotalTimeSpent(ctx.db, attempt.id, totalTimeSpent);
  return evaluationJson(saved, null);
}

/** `POST /quiz/shared/attempts/question`: autosaves one answer of a shared attempt. */
export async function saveSharedAnswer(ctx: QuizContext, body: SharedAnswerBody) {
  const holder = { sessionHash: hashSession(body.session_id) };
  const row = await q.sessionEvaluation(ctx.db, holder.sessionHash, body.question_id);
  if (!row) throw notFound('No such question in this shared attempt.');
  await currentAttempt(ctx, holder, row.quizId);
  const { value, time_spent, num_options_clicked } = body;
  return saveAnswer(ctx, holder, row.id, { value, time_spent, num_options_clicked }, undefined);
}
