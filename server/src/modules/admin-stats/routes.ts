import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Attention,
  AttentionQuery,
  FeedbackPage,
  FeedbackQuery,
  Statistics,
  StatisticsQuery,
  StudentDetailedReport,
  StudentDetailedReportQuery,
  StudentReportParams,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import * as stats from './service';

const SCOPE =
  "A school admin reads their own school (naming another school's `school_id` is 403); Kyu's " +
  'administrators read every school, or the one `school_id` names.';

const DAYS =
  'start and end are calendar days (UTC), both included: the last 30 days by default, 366 at ' +
  'most; start after end is 400.';

/**
 * The admin console's home, statistics and a student's detailed report (overview §2, Admin):
 * Kyu's own paths, as calls.md names none for these screens.
 */
export async function adminStatsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admins = { preHandler: app.requireRole(UserRole.admin) };

  app.get(
    '/attention',
    {
      ...admins,
      schema: {
        operationId: 'getAdminAttention',
        summary:
          'What needs attention today: open question reports, failed jobs, payments past due and documents not indexed',
        description:
          'Each group counts its records and lists the newest five. Failed jobs (of the last ' +
          "`days`) are null for a school admin: the job queue is Kyu's. " +
          SCOPE,
        querystring: AttentionQuery,
        response: { 200: Attention },
      },
    },
    async (request) => stats.attention(app.db, scopeOf(request), request.query, app.clock()),
  );

  app.get(
    '/statistics',
    {
      ...admins,
      schema: {
        operationId: 'getAdminStatistics',
        summary:
          'Active students, quizzes taken, chat messages, likes and dislikes by day, and students and quizzes by course',
        description: `${DAYS} \`course_id\` narrows the quiz figures; chat is not tied to a course. ${SCOPE}`,
        querystring: StatisticsQuery,
        response: { 200: Statistics },
      },
    },
    async (request) => stats.statistics(app.db, scopeOf(request), request.query, app.clock()),
  );

  app.get(
    '/statistics/feedback',
    {
      ...admins,
      schema: {
        operationId: 'listAdminFeedback',
        summary: 'Coach replies liked or disliked, newest first, with the message each answered',
        description: `Pages count from 1. ${DAYS} ${SCOPE}`,
        querystring: FeedbackQuery,
        response: { 200: FeedbackPage },
      },
    },
    async (request) => stats.feedback(app.db, scopeOf(request), request.query, app.clock()),
  );

  app.get(
    '/students/:studentId/report',
    {
      ...admins,
      schema: {
        operationId: 'getStudentDetailedReport',
        summary:
          "A student's detailed report: totals, score by week, topics by mastery, marked quizzes, learning path, XP and streak",
        description:
          'The marks of the window (all time by default; calendar days, UTC, both included). ' +
          "An unknown student is 404; a school admin reading another school's student, 403.",
        params: StudentReportParams,
        querystring: StudentDetailedReportQuery,
        response: { 200: StudentDetailedReport },
      },
    },
    async (request) =>
      stats.studentReport(app.db, scopeOf(request), request.params.studentId, request.query),
  );
}
