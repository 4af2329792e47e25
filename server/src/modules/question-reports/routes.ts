import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Ok,
  QuestionReportsPage,
  QuestionReportsQuery,
  ResolveQuestionReport,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import * as reports from './service';

const SCOPE =
  "A school admin handles the reports on their own school's questions (a question's school is " +
  "its course's); reports on Kyu's catalogue (courses of no school) are for Kyu's " +
  'administrators, who handle every report.';

/**
 * The admin console's reported questions (overview §2, Admin). Students file reports at
 * `POST /questions/{id}/report`, visitors at `/questions/{id}/report/public`; calls.md says only
 * that a report is resolved by a flag, so these paths are Kyu's own.
 */
export async function questionReportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '',
    {
      preHandler: app.requireRole(UserRole.admin),
      schema: {
        operationId: 'listQuestionReports',
        summary: 'Reports on questions, with each question beside its report, oldest first',
        description:
          'Open reports unless `resolved=true`. Each names its reporter, or `Public` for a ' +
          `visitor's report. ${SCOPE}`,
        querystring: QuestionReportsQuery,
        response: { 200: QuestionReportsPage },
      },
    },
    async (request) => reports.listReports(app.db, scopeOf(request), request.query),
  );

  app.patch(
    '/:id',
    {
      preHandler: app.requireRole(UserRole.admin),
      schema: {
        operationId: 'resolveQuestionReport',
        summary: "Sets (or clears) a question report's resolve flag",
        description: `An unknown report is 404, one on another school's question 403. ${SCOPE}`,
        params: IdParams,
        body: ResolveQuestionReport,
        response: { 200: Ok },
      },
    },
    async (request) =>
      reports.resolveReport(app.db, scopeOf(request), request.params.id, request.body.resolved),
  );
}
