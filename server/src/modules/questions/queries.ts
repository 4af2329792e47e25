import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, questionTaggings, questions } from '../../db/schema';

/** Every column but the generated search vector, which no answer needs. */
const { tsv: _tsv, ...QUESTION_COLUMNS } = getTableColumns(questions);
export { QUESTION_COLUMNS };
export type QuestionRow = {
  [K in keyof typeof QUESTION_COLUMNS]: (typeof questions.$inferSelect)[K];
};

/** Top-level questions by id (parts are loaded with `partsOf`), in no particular order. */
export async function questionRows(db: Queryable, ids: number[], where?: SQL) {
  if (!ids.length) return [];
  return db
    .select(QUESTION_COLUMNS)
    .from(questions)
    .where(and(inArray(questions.id, ids), isNull(questions.parentQuestionId), where));
}

/** The parts of group questions, in their order. */
export async function partsOf(db: Queryable, parentIds: number[]) {
  if (!parentIds.length) return [];
  return db
    .select(QUESTION_COLUMNS)
    .from(questions)
    .where(inArray(questions.parentQuestionId, parentIds))
    .orderBy(asc(questions.parentQuestionId), asc(questions.position), asc(questions.id));
}

export async function taggingsOf(db: Queryable, questionIds: number[]) {
  if (!questionIds.length) return [];
  return db
    .select({
      questionId: questionTaggings.questionId,
      courseTaggingId: questionTaggings.courseTaggingId,
    })
    .from(questionTaggings)
    .where(inArray(questionTaggings.questionId, questionIds))
    .orderBy(asc(questionTaggings.courseTaggingId));
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
