import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheQuery, IdParams, Ok, Passage, QuestionReportBody } from '@kyu/core/contract';
import { viewerOf } from './access';
import { cacheFor } from './caching';
import { getDemoPassage, getPassage } from './passages';
import { PUBLIC_REPORT_LIMIT, reportPublicly, reportQuestion } from './reports';

const tags = ['questions'];

/** Passages and reports: what students and visitors reach besides the list. */
export async function questionContentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/questions/passages/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'getPassage',
        tags,
        summary: 'A reading passage',
        params: IdParams,
        querystring: CacheQuery,
        response: { 200: Passage },
      },
    },
    async (request, reply) => {
      cacheFor(reply, request.query.cache);
      return getPassage(app.db, viewerOf(request), request.params.id);
    },
  );

  app.get(
    '/questions/passages/:id/demo',
    {
      schema: {
        operationId: 'getDemoPassage',
        tags,
        summary: "A passage of a demo quiz's question, without sign-in",
        params: IdParams,
        querystring: CacheQuery,
        response: { 200: Passage },
      },
    },
    async (request, reply) => {
      cacheFor(reply, request.query.cache, 'public');
      return getDemoPassage(app.db, request.params.id);
    },
  );

  app.post(
    '/questions/:id/report',
    {
      ...signedIn,
      schema: {
        operationId: 'reportQuestion',
        tags,
        summary: 'Report a mistake in a question',
        params: IdParams,
        body: QuestionReportBody,
        response: { 200: Ok },
      },
    },
    async (request) =>
      reportQuestion(app.db, viewerOf(request), request.params.id, request.body.message),
  );

  app.post(
    '/questions/:id/report/public',
    {
      config: { rateLimit: PUBLIC_REPORT_LIMIT },
      schema: {
        operationId: 'reportQuestionPublicly',
        tags,
        summary: 'Report a mistake in a demo or shared quiz question, without sign-in',
        params: IdParams,
        body: QuestionReportBody,
        response: { 200: Ok },
      },
    },
    async (request) => reportPublicly(app.db, request.params.id, request.body.message, request.ip),
  );
}
