import type {
  Attention,
  AttentionGroup,
  AttentionQuery,
  FeedbackPage,
  FeedbackQuery,
  Statistics,
  StatisticsQuery,
  StudentDetailedReport,
  StudentDetailedReportQuery,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { isSuperAdmin, schoolAsked, type AdminScope } from '../../lib/admin-scope';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import { studentOverview, windowOf } from '../class-reports/service';
import { streaksOf, xpOf } from '../progress/service';
import * as a from './attention-queries';
import * as q from './queries';

/*
 * The admin console's home, statistics and a student's detailed report (issue 14). A school
 * admin reads their own school (naming another is 403); Kyu's administrators every school, or
 * the one `school_id` names.
 */

const DAY_MS = 86_400_000;
/** Statistics of a year at most: a day a point, a chart stays readable and the query cheap. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 30;
/** Marked quizzes a detailed report lists. */
const QUIZZES_LISTED = 50;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isoOf = (at: string | Date) => new Date(at).toISOString();
const groupOf = <R extends { total: number }>(
  rows: R[],
  item: (row: R) => AttentionGroup['newest'][number],
): AttentionGroup => ({ count: rows[0]?.total ?? 0, newest: rows.map(item) });

/** What needs attention: open reports, past-due payments, documents not indexed, failed jobs. */
export async function attention(
  db: Queryable,
  scope: AdminScope,
  query: AttentionQuery,
  now: Date,
): Promise<Attention> {
  const schoolId = schoolAsked(scope, query.school_id, 'records');
  const since = new Date(now.getTime() - (query.days ?? 7) * DAY_MS);
  const [reports, payments, docs, jobs] = await Promise.all([
    a.openReports(db, schoolId),
    a.pastDue(db, schoolId),
    a.notIndexed(db, schoolId),
    // The job queue is Kyu's own, not a school's: its failures are for Kyu's administrators.
    isSuperAdmin(scope) ? a.failedJobs(db, since) : undefined,
  ]);
  return {
    reported_questions: groupOf(reports, (r) => ({
      id: String(r.id),
      label: `${r.message} (on "${r.question}")`,
      at: isoOf(r.at),
    })),
    payment_failures: groupOf(payments, (p) => ({
      id: String(p.id),
      label: `${p.learner}: payment past due`,
      at: isoOf(p.at),
    })),
    documents_not_indexed: groupOf(docs, (d) => ({
      id: String(d.id),
      label: d.title,
      at: isoOf(d.at),
    })),
    failed_jobs: jobs
      ? groupOf(jobs, (j) => ({
          id: j.id,
          label: j.error ? `${j.name}: ${j.error}` : j.name,
          at: isoOf(j.at),
        }))
      : null,
  };
}

/** The window, school and course a statistics call reads; by default the last 30 days. */
function filterOf(
  scope: AdminScope,
  query: { start?: string; end?: string; school_id?: number; course_id?: number },
  now: Date,
): q.StatsFilter {
  const end = query.end ?? dayOf(now);
  const start =
    query.start ?? dayOf(new Date(Date.parse(`${end}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const window = windowOf({ start, end });
  if (!window.from || !window.to) throw badRequest('start and end are calendar days.');
  if ((window.to.getTime() - window.from.getTime()) / DAY_MS > MAX_DAYS) {
    throw badRequest(`Statistics cover ${MAX_DAYS} days at most.`, {
      start: [`must be at most ${MAX_DAYS} days before end`],
    });
  }
  return {
    first: start,
    last: end,
    from: window.from,
    to: window.to,
    schoolId: schoolAsked(scope, query.school_id, 'statistics'),
    courseId: query.course_id,
  };
}

/** Activity by day, and by course over the window. */
export async function statistics(
  db: Queryable,
  scope: AdminScope,
  query: StatisticsQuery,
  now: Date,
): Promise<Statistics> {
  const f = filterOf(scope, query, now);
  const [days, courses] = await Promise.all([q.byDay(db, f), q.byCourse(db, f)]);
  return { start: f.first, end: f.last, days, courses };
}

/** A page of coach replies someone liked or disliked, newest first. */
export async function feedback(
  db: Queryable,
  scope: AdminScope,
  query: FeedbackQuery,
  now: Date,
): Promise<FeedbackPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 25;
  const rows = await q.ratedReplies(
    db,
    { ...filterOf(scope, query, now), rating: query.rating },
    { offset: (page - 1) * size, limit: size },
  );
  return {
    items: rows.map((r) => ({
      message_id: r.messageId,
      thread_id: r.threadId,
      at: r.at.toISOString(),
      liked: r.liked,
      disliked: r.disliked,
      reply: r.reply,
      asked: r.asked,
      user_name: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      school_name: r.schoolName,
    })),
    // A page past the last has no row to carry the count; the client knows it read past it.
    total_count: rows[0]?.total ?? 0,
    page,
    size,
  };
}

/**
 * A student's detailed report: the teacher's student report (class-reports) across every class,
 * with their marked quizzes, XP and streak. An unknown student is 404, another school's 403.
 */
export async function studentReport(
  db: Queryable,
  scope: AdminScope,
  studentId: number,
  query: StudentDetailedReportQuery,
): Promise<StudentDetailedReport> {
  const window = windowOf(query);
  const student = await q.findPerson(db, studentId);
  if (!student || student.roleId !== UserRole.student) throw notFound('No such student.');
  if (!isSuperAdmin(scope) && student.schoolId !== scope.schoolId) {
    throw forbidden("A school administrator reads only their own school's students.");
  }
  const [overview, quizzes, xp, streak] = await Promise.all([
    studentOverview(db, studentId, window),
    q.markedQuizzes(db, studentId, QUIZZES_LISTED),
    xpOf(db, studentId),
    streaksOf(db, studentId, undefined),
  ]);
  return {
    student_id: studentId,
    name: student.name,
    school_name: student.schoolName,
    start: window.start,
    end: window.end,
    ...overview,
    xp,
    streak,
    quizzes: quizzes.map((z) => ({
      attempt_id: z.attemptId,
      quiz_id: z.quizId,
      title: z.title,
      course_name: z.courseName,
      graded_at: z.gradedAt.toISOString(),
      marks: z.marks,
      max_marks: z.maxMarks,
    })),
  };
}
