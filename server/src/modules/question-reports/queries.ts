import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, windowTotal } from '../../db/page';
import { courses, questionReports, questions, users } from '../../db/schema';

/**
 * Whose reports a page holds: a school's questions (their course's school), or Kyu's catalogue
 * (courses of no school) and every school's together when `schoolId` is undefined.
 */
export interface ReportFilter {
  resolved: boolean;
  schoolId?: number | undefined;
}

const whereOf = (f: ReportFilter): SQL | undefined =>
  and(
    eq(questionReports.resolved, f.resolved),
    f.schoolId === undefined ? undefined : eq(courses.schoolId, f.schoolId),
  );

/** One page of reports, oldest first (the longest waiting), with the question and reporter. */
export const listReports = (
  db: Db,
  filter: ReportFilter,
  page: { offset: number; limit: number },
) =>
  pageWithTotal(
    db,
    () =>
      db
        .select({
          id: questionReports.id,
          message: questionReports.message,
          resolved: questionReports.resolved,
          createdAt: questionReports.createdAt,
          reporterId: questionReports.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          questionId: questions.id,
          text: questions.text,
          questionTypeId: questions.questionTypeId,
          courseName: courses.name,
          total: windowTotal,
        })
        .from(questionReports)
        .innerJoin(questions, eq(questions.id, questionReports.questionId))
        .innerJoin(courses, eq(courses.id, questions.courseId))
        .leftJoin(users, eq(users.id, questionReports.userId))
        .where(whereOf(filter))
        .orderBy(asc(questionReports.createdAt), asc(questionReports.id))
        .$dynamic(),
    page,
  );

export type ReportRow = Awaited<ReturnType<typeof listReports>>['rows'][number];

/** A report with the school its question belongs to (null: Kyu's catalogue), or undefined. */
export async function findReport(db: Db, id: number) {
  const [row] = await db
    .select({ id: questionReports.id, schoolId: courses.schoolId })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(questionReports.id, id));
  return row;
}

export const setResolved = (db: Db, id: number, resolved: boolean) =>
  db.update(questionReports).set({ resolved }).where(eq(questionReports.id, id));
