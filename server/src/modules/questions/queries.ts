import { and, asc, eq, getTableColumns, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, questionTaggings, questions } from '../../db/schema';

/** Every column but the generated search vector, which no answer needs. */
const { tsv: _tsv, ...QUESTION_COLUMNS } = getTableColumns(questions);
export { QUESTION_COLUMNS };
export type QuestionRow = {
  [K in keyof typeof QUESTION_COLUMNS]: (typeof questions.$inferSelect)[K];
};

/**
 * Top-level questions by id and the parts of each, in one query, parts in their order; each row
 * with its topics (a part's are empty).
 */
export async function questionsWithParts(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  const topics = sql<
    number[]
  >`coalesce((select array_agg(${questionTaggings.courseTaggingId} order by ${questionTaggings.courseTaggingId}) from ${questionTaggings} where ${questionTaggings.questionId} = ${questions.id}), '{}')`;
  return db
    .select({ ...QUESTION_COLUMNS, courseTaggingIds: topics })
    .from(questions)
    .where(
      or(
        and(inArray(questions.id, ids), isNull(questions.parentQuestionId)),
        inArray(questions.parentQuestionId, ids),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.id));
}

/** One question (a part too), with the school of its course. */
export async function findQuestion(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...QUESTION_COLUMNS, schoolId: courses.schoolId })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(questions.id, id));
  return row;
}

export async function findCourse(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: courses.id, schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

/**
 * A random question offered to students, of the same course and kind as `questionId`, other
 * than those of `taken`.
 */
export async function pickLike(db: Queryable, questionId: number, taken: number[]) {
  const [old] = await db
    .select({ courseId: questions.courseId, typeId: questions.questionTypeId })
    .from(questions)
    .where(eq(questions.id, questionId));
  const [pick] = await db
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
        taken.length ? notInArray(questions.id, taken) : undefined,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  return pick?.id;
}
