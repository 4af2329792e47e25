import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { courses, passages, questionReports, questions, quizzes } from '../../db/schema';

/** A passage with the school of its course. */
export async function findPassage(db: Db, id: number) {
  const [row] = await db
    .select({
      id: passages.id,
      title: passages.title,
      text: passages.text,
      schoolId: courses.schoolId,
    })
    .from(passages)
    .innerJoin(courses, eq(courses.id, passages.courseId))
    .where(eq(passages.id, id));
  return row;
}

export async function passagesByIds(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(passages).where(inArray(passages.id, ids));
}

/** A quiz of `kinds` (demo, shared) lists this question, or the group it is a part of. */
const inQuizOf = (kinds: ('demo' | 'shared')[]) =>
  sql`exists (select 1 from ${quizzes} where ${quizzes.isActive} and (${sql.join(
    kinds.map((k) => (k === 'demo' ? sql`${quizzes.isDemo}` : sql`${quizzes.isShared}`)),
    sql` or `,
  )}) and ${quizzes.questionIds} @> jsonb_build_array(coalesce(${questions.parentQuestionId}, ${questions.id})))`;

/** The top-level questions that use a passage; `offeredOnly` leaves out what students are not offered. */
export async function passageQuestionIds(
  db: Db,
  passageId: number,
  opts: { offeredOnly: boolean; demoOnly: boolean },
) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.passageId, passageId),
        isNull(questions.parentQuestionId),
        opts.offeredOnly
          ? and(isNull(questions.retiredAt), eq(questions.isEnabled, true))
          : undefined,
        opts.demoOnly ? inQuizOf(['demo']) : undefined,
      ),
    )
    .orderBy(asc(questions.id));
  return rows.map((r) => r.id);
}

/** Whether anyone without an account can meet the question: it is in a demo or shared quiz. */
export async function isPubliclyShown(db: Db, questionId: number) {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), inQuizOf(['demo', 'shared'])));
  return Boolean(row);
}

export async function insertReport(db: Db, values: typeof questionReports.$inferInsert) {
  const [row] = await db
    .insert(questionReports)
    .values(values)
    .returning({ id: questionReports.id });
  return row!.id;
}

/** Whether the user has reported the question. */
export async function hasReported(db: Queryable, userId: number, questionId: number) {
  const [row] = await db
    .select({ id: questionReports.id })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, questionId)))
    .limit(1);
  return row !== undefined;
}

export async function setAudioFilename(db: Db, id: number, audioFilename: string) {
  await db.update(questions).set({ audioFilename }).where(eq(questions.id, id));
}
