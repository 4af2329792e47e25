import { and, asc, count, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseTaggings, courses, questionTaggings, questions } from '../../db/schema';

/** Filters of the question lists; an absent or empty list filters nothing. */
export interface QuestionFilter {
  courseScope?: SQL;
  courseId?: number;
  ids?: number[];
  schoolIds?: number[];
  subjectIds?: number[];
  academicLevelIds?: number[];
  courseTaggingIds?: number[];
  difficultyLevelIds?: number[];
  questionTypeIds?: number[];
  /** Staff looking up by id may see retired questions (old attempts show them). */
  includeRetired?: boolean;
  /** Students see only enabled, approved questions. */
  offeredOnly?: boolean;
  enabled?: boolean;
  haveImages?: boolean;
  needReview?: boolean;
  needApprove?: boolean;
}

const anyOf = (column: Parameters<typeof inArray>[0], ids?: number[]) =>
  ids?.length ? inArray(column, ids) : undefined;

const when = <T>(value: T | undefined, make: (v: T) => SQL) =>
  value === undefined ? undefined : make(value);

/** The WHERE of a top-level, unretired question matching `f`; the query joins `courses`. */
export function matching(db: Db, f: QuestionFilter): SQL | undefined {
  const tagged = f.courseTaggingIds?.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(questionTaggings)
          .where(
            and(
              eq(questionTaggings.questionId, questions.id),
              inArray(questionTaggings.courseTaggingId, f.courseTaggingIds),
            ),
          ),
      )
    : undefined;
  return and(
    isNull(questions.parentQuestionId),
    f.includeRetired ? undefined : isNull(questions.retiredAt),
    f.courseScope,
    when(f.courseId, (id) => eq(questions.courseId, id)),
    anyOf(questions.id, f.ids),
    anyOf(courses.schoolId, f.schoolIds),
    anyOf(courses.subjectId, f.subjectIds),
    anyOf(courses.academicLevelId, f.academicLevelIds),
    anyOf(questions.difficultyLevelId, f.difficultyLevelIds),
    anyOf(questions.questionTypeId, f.questionTypeIds),
    tagged,
    f.offeredOnly ? and(eq(questions.isEnabled, true), eq(questions.isApproved, true)) : undefined,
    when(f.enabled, (v) => eq(questions.isEnabled, v)),
    when(f.haveImages, (v) => sql`(jsonb_array_length(${questions.images}) > 0) = ${v}`),
    when(f.needReview, (v) => eq(questions.needReview, v)),
    when(f.needApprove, (v) => eq(questions.isApproved, !v)),
  );
}

/** Ids of matching questions, oldest first. */
export async function listIds(
  db: Db,
  f: QuestionFilter,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(matching(db, f))
    .orderBy(asc(questions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

/** Matching question ids, best full-text match first (ties oldest first). */
export async function searchIds(db: Db, f: QuestionFilter, text: string, limit: number) {
  const query = sql`websearch_to_tsquery('english', ${text})`;
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(matching(db, f), sql`${questions.tsv} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${questions.tsv}, ${query})`), asc(questions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A course's topics, each with how many questions matching `f` are tagged with it. */
export async function topicCounts(db: Db, courseId: number, f: QuestionFilter) {
  const matched = db
    .select({ tagId: questionTaggings.courseTaggingId, n: count().as('n') })
    .from(questionTaggings)
    .innerJoin(questions, eq(questions.id, questionTaggings.questionId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(matching(db, { ...f, courseId }))
    .groupBy(questionTaggings.courseTaggingId)
    .as('matched');
  return db
    .select({
      id: courseTaggings.id,
      courseId: courseTaggings.courseId,
      topicName: courseTaggings.topicName,
      questionCount: sql<number>`coalesce(${matched.n}, 0)`.mapWith(Number),
    })
    .from(courseTaggings)
    .leftJoin(matched, eq(matched.tagId, courseTaggings.id))
    .where(eq(courseTaggings.courseId, courseId))
    .orderBy(asc(courseTaggings.id));
}
