import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courseTaggings, courses, questionTaggings, questions } from '../../db/schema';

export async function findCourse(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: courses.id, schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

export async function topicInCourse(db: Queryable, courseId: number, taggingId: number) {
  const [row] = await db
    .select({ id: courseTaggings.id })
    .from(courseTaggings)
    .where(and(eq(courseTaggings.id, taggingId), eq(courseTaggings.courseId, courseId)));
  return Boolean(row);
}

/**
 * A course's top-level questions that are not retired, each with its first topic's name (a
 * question tagged with several goes to one Moodle category); only one topic's when asked.
 */
export async function questionsToExport(db: Queryable, courseId: number, taggingId?: number) {
  const only = taggingId === undefined ? sql`` : sql`and ${courseTaggings.id} = ${taggingId}`;
  const topic = sql`(select ${courseTaggings.topicName}
    from ${questionTaggings} join ${courseTaggings} on ${courseTaggings.id} = ${questionTaggings.courseTaggingId}
    where ${questionTaggings.questionId} = ${questions.id} ${only}
    order by ${courseTaggings.id} limit 1)`;
  return db
    .select({
      id: questions.id,
      // Wrapped: the same SQL object selected and filtered on answers null in the select.
      topic: sql<string | null>`${topic}`,
      questionTypeId: questions.questionTypeId,
      text: questions.text,
      options: questions.options,
      marks: questions.marks,
      unit: questions.unit,
      answer: questions.answer,
      explanation: questions.explanation,
    })
    .from(questions)
    .where(
      and(
        eq(questions.courseId, courseId),
        isNull(questions.parentQuestionId),
        isNull(questions.retiredAt),
        taggingId === undefined ? undefined : sql`${topic} is not null`,
      ),
    )
    .orderBy(asc(questions.id));
}
