import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  HardestQuestionQuery,
  HardestQuestionReport,
  UserRole,
  WeeklyStatistics,
  WeeklyStatisticsParams,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as reports from './service';

const WHO =
  "A parent asks about one of their children; a student about themself. Any other child's id answers 403, " +
  'whether or not the account exists. ';
const MARKED =
  'Counted from marked answers of finished attempts (not reviews, not answers waiting for a teacher), ' +
  "by the day they were marked in the child's time zone. ";

/** The parent's reports on a child (overview §1; calls.md §7, Users): computed in SQL on asking. */
export async function parentReportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const family = { preHandler: app.requireRole(UserRole.parent, UserRole.student) };

  app.get(
    '/users/children/hardest-question-report',
    {
      ...family,
      schema: {
        operationId: 'getHardestQuestionReport',
        summary: "A child's hardest questions of the last seven days",
        description:
          WHO +
          MARKED +
          "The last seven days are today and the six before in the child's time zone; `updates=true` " +
          'narrows them to the last 24 hours, which the dashboard counts for its notification. Questions are ' +
          'ordered by the share of marks given, lowest first, then by the most tries; at most ten, and a ' +
          'question always answered fully right is not listed. The preview is the first 120 characters.',
        querystring: HardestQuestionQuery,
        response: { 200: HardestQuestionReport },
      },
    },
    async (request) =>
      reports.hardestQuestionReport(app.db, principalOf(request), request.query.child_id, {
        updates: request.query.updates ?? false,
        now: app.clock(),
      }),
  );

  app.get(
    '/analysis/weekly-student-statistics/:child/subject/:subject',
    {
      ...family,
      schema: {
        tags: ['analysis'],
        operationId: 'getWeeklyStudentStatistics',
        summary: "A child's last seven days in one subject against the seven before",
        description:
          WHO +
          MARKED +
          "This week is today and the six days before in the child's time zone; last week the seven before " +
          'those. `qns_count` counts marked answers (a question tried twice counts twice), `topic_count` the ' +
          'different topics among them, `avg_mark` the marks given as a share of those available (0 to 100, one ' +
          'decimal). A week with nothing marked has a null `avg_mark`, and `avg_mark_difference` is then null. ' +
          'An unknown subject answers 404.',
        params: WeeklyStatisticsParams,
        response: { 200: WeeklyStatistics },
      },
    },
    async (request) =>
      reports.weeklyStatistics(
        app.db,
        principalOf(request),
        request.params.child,
        request.params.subject,
        app.clock(),
      ),
  );
}
