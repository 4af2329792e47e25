import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  courses,
  documentChunks,
  documents,
  questionReports,
  questions,
  subscriptions,
  users,
} from '../../db/schema';

/*
 * The console home's groups: each statement answers the newest few rows and, on every row, how
 * many match in all (a window count is taken before the limit; no row means none match).
 */

/** The newest few of each group the console's home lists. */
const NEWEST = 5;

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** `schoolId` undefined: every school (and Kyu's catalogue). */
type School = number | undefined;

/** Open reports on questions of a school's courses. */
export const openReports = (db: Queryable, schoolId: School) =>
  db
    .select({
      id: questionReports.id,
      message: questionReports.message,
      question: sql<string>`left(${questions.text}, 80)`,
      at: questionReports.createdAt,
      total,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(
      and(
        eq(questionReports.resolved, false),
        schoolId === undefined ? undefined : eq(courses.schoolId, schoolId),
      ),
    )
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
    .limit(NEWEST);

/** Subscriptions whose renewal the provider could not charge (past due), of a school's learners. */
export const pastDue = (db: Queryable, schoolId: School) =>
  db
    .select({
      id: subscriptions.id,
      learner: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      at: subscriptions.updatedAt,
      total,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.learnerId))
    .where(
      and(
        eq(subscriptions.status, 'past_due'),
        schoolId === undefined ? undefined : eq(users.schoolId, schoolId),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(NEWEST);

/** A school's documents with no chunk for the coach to search yet. */
export const notIndexed = (db: Queryable, schoolId: School) =>
  db
    .select({ id: documents.id, title: documents.title, at: documents.createdAt, total })
    .from(documents)
    .leftJoin(documentChunks, eq(documentChunks.documentId, documents.id))
    .where(
      and(
        isNull(documentChunks.id),
        schoolId === undefined ? undefined : eq(documents.schoolId, schoolId),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(NEWEST);

/**
 * pg-boss's failed jobs since `since`: a failed job stays in pgboss.job until pg-boss's
 * maintenance deletes it, 7 days after it failed.
 */
export async function failedJobs(db: Queryable, since: Date) {
  const result = await db.execute<{
    id: string;
    name: string;
    error: string | null;
    at: string | Date;
    total: number;
  }>(
    sql`select id::text as id, name, output->>'message' as error, at, count(*) over ()::int as total
      from (
        select id, name, output, coalesce(completed_on, created_on) as at from pgboss.job
          where state = 'failed'
      ) failed
      where at >= ${since.toISOString()}::timestamptz
      order by at desc, id
      limit ${NEWEST}`,
  );
  return result.rows;
}
