import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { ReplacedQuestion } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { attempts, evaluations, questionReports, questions } from '../../db/schema';
import { conflict, refused } from '../../lib/problem';
import { ownEvaluation, type QuizDeps } from './attempts';
import { evaluationJson } from './present';
import { evaluationsOf } from './queries';
import { loadQuestions, maxMarksOf, studentQuestion } from './questions';

async function reportedBy(db: Db, userId: number, questionId: number) {
  const [row] = await db
    .select({ id: questionReports.id })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)))
    .limit(1);
  return row !== undefined;
}

/**
 * `PATCH /quiz/evaluation-questions`: a student who reported a question as wrong or unclear
 * (POST /questions/{id}/report) gets another of the same course and kind in its place, while
 * the attempt is open; the answer starts again. Requiring the report first keeps this from
 * being a way to skip hard questions.
 */
export async function replaceQuestion(
  deps: QuizDeps,
  userId: number,
  evaluationId: number,
): Promise<ReplacedQuestion> {
  const found = await ownEvaluation(deps.db, { userId }, evaluationId);
  const attempt = await deps.finisher.settle(found.attempt);
  if (attempt.submittedAt !== null) throw conflict('This attempt has been submitted.');
  const current = found.evaluation;
  if (!(await reportedBy(deps.db, userId, current.questionId))) {
    throw refused('Report the question first, saying what is wrong with it.', 'not-reported');
  }
  const [old] = await deps.db
    .select({ courseId: questions.courseId, typeId: questions.questionTypeId })
    .from(questions)
    .where(eq(questions.id, current.questionId));
  const taken = (await evaluationsOf(deps.db, attempt.id)).map((r) => r.questionId);
  const [pick] = await deps.db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.courseId, old?.courseId ?? 0),
        eq(questions.questionTypeId, old?.typeId ?? 0),
        isNull(questions.parentQuestionId),
        isNull(questions.retiredAt),
        eq(questions.isEnabled, true),
        eq(questions.isApproved, true),
        notInArray(questions.id, taken),
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  const replacement = pick && (await loadQuestions(deps.db, [pick.id])).get(pick.id);
  if (!replacement) throw refused('There is no other question like it to offer.', 'no-replacement');
  const maxMarks = maxMarksOf(replacement);
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(evaluations)
      .set({
        questionId: replacement.row.id,
        maxMarks,
        value: null,
        timeSpent: 0,
        numOptionsClicked: 0,
        updatedAt: sql`now()`,
      })
      .where(eq(evaluations.id, evaluationId))
      .returning();
    await tx
      .update(attempts)
      .set({ maxScore: sql`${attempts.maxScore} + ${maxMarks - current.maxMarks}` })
      .where(eq(attempts.id, attempt.id));
    return row!;
  });
  return { evaluation: evaluationJson(saved, null), question: studentQuestion(replacement) };
}
