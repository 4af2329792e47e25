import type { ReplacedQuestion } from '@kyu/core/contract';
import { conflict, refused } from '../../../lib/problem';
import { maxMarksOf, questionLike, reportedBy } from '../../questions/service';
import { evaluationJson, studentQuestion } from '../present';
import * as q from '../queries';
import type { QuizContext } from './context';
import { ownEvaluation } from './evaluations';

/**
 * `PATCH /quiz/evaluation-questions`: a student who reported a question as wrong or unclear
 * (POST /questions/{id}/report) gets another of the same course and kind in its place, while
 * the attempt is open; the answer starts again. Requiring the report first keeps this from
 * being a way to skip hard questions.
 */
export async function replaceQuestion(
  ctx: QuizContext,
  userId: number,
  evaluationId: number,
): Promise<ReplacedQuestion> {
  const found = await ownEvaluation(ctx.db, { userId }, evaluationId);
  const attempt = await ctx.finisher.settle(found.attempt);
  if (attempt.submittedAt !== null) throw conflict('This attempt has been submitted.');
  const current = found.evaluation;
  if (!(await reportedBy(ctx.db, userId, current.questionId))) {
    throw refused('Report the question first, saying what is wrong with it.', 'not-reported');
  }
  const taken = (await q.evaluationsOf(ctx.db, attempt.id)).map((r) => r.questionId);
  const replacement = await questionLike(ctx.db, current.questionId, taken);
  if (!replacement) throw refused('There is no other question like it to offer.', 'no-replacement');
  const maxMarks = maxMarksOf(replacement);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await q.replaceQuestion(tx, evaluationId, { id: replacement.row.id, maxMarks });
    await q.addMaxScore(tx, attempt.id, maxMarks - current.maxMarks);
    return row;
  });
  return {
    evaluation: evaluationJson(saved, null),
    question: studentQuestion(replacement, ctx.files.urlOf),
  };
}
