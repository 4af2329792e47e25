import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { pageWithTotal, windowTotal } from '../../db/page';
import { containing } from '../../lib/sql-helpers';
import { courseTaggings, courses, questions } from '../../db/schema';
import { matching, type QuestionFilter } from './list-queries';

/** One page of the admin's question list, newest first, with the course beside each. */
export async function listAdminQuestions(
  db: Db,
  f: QuestionFilter & { text?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    matching(db, f),
    f.text === undefined ? undefined : ilike(questions.text, containing(f.text)),
  );
  return pageWithTotal(
    db,
    () =>
      db
        .select({
          id: questions.id,
          text: questions.text,
          questionTypeId: questions.questionTypeId,
          difficultyLevelId: questions.difficultyLevelId,
          courseId: questions.courseId,
          courseName: courses.name,
          schoolId: courses.schoolId,
          isEnabled: questions.isEnabled,
          isApproved: questions.isApproved,
          needReview: questions.needReview,
          passageId: questions.passageId,
          imageCount: sql<number>`jsonb_array_length(${questions.images})`.mapWith(Number),
          audioFilename: questions.audioFilename,
          total: windowTotal,
        })
        .from(questions)
        .innerJoin(courses, eq(courses.id, questions.courseId))
        .where(where)
        .orderBy(desc(questions.id))
        .$dynamic(),
    page,
  );
}

export type AdminQuestionRow = Awaited<ReturnType<typeof listAdminQuestions>>['rows'][number];

/** The top-level questions among `ids` with the school of each one's course. */
export function schoolsOfQuestions(db: Queryable, ids: number[]) {
  return db
    .select({ id: questions.id, schoolId: courses.schoolId })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(inArray(questions.id, ids), isNull(questions.parentQuestionId)));
}

/** A course's name, school and topics. */
export async function courseWithTopics(db: Queryable, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, courseId));
  const topics = await db
    .select({ id: courseTaggings.id, topicName: courseTaggings.topicName })
    .from(courseTaggings)
    .where(eq(courseTaggings.courseId, courseId))
    .orderBy(courseTaggings.id);
  return course && { ...course, topics };
}

export type StateValues = Partial<
  Pick<typeof questions.$inferInsert, 'isApproved' | 'needReview' | 'isEnabled'>
>;

/** One statement for every question in `ids`; returns the ids it changed. */
export async function setQuestionState(db: Queryable, ids: number[], values: StateValues) {
  const rows = await db
    .update(questions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inArray(questions.id, ids), isNull(questions.parentQuestionId)))
    .returning({ id: questions.id });
  return rows.map((r) => r.id);
}
