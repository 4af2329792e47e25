import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivationBatch,
  ActivationBatchInput,
  AdminActivationCode,
  CourseActivation,
  CourseActivationBody,
  IdParams,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import type { ListSpec } from '../../lib/list-query';
import { adminListRoute } from '../../lib/list-route';
import type { BatchFilter, BatchSort, CodeFilter, CodeSort } from './admin-queries';
import * as admin from './admin-service';

const BATCHES: ListSpec<BatchSort, BatchFilter> = {
  sortable: ['id', 'name', 'school_id', 'count', 'created_at'],
  defaultSort: ['id', 'DESC'],
  filters: { q: 'text', id: 'ids', school_id: 'ids' },
};

const CODES: ListSpec<CodeSort, CodeFilter> = {
  sortable: ['id', 'code', 'batch_id', 'redeemed_at', 'expires_at', 'created_at'],
  defaultSort: ['id', 'ASC'],
  filters: { q: 'text', id: 'ids', batch_id: 'ids', school_id: 'ids', state: 'text' },
};

const CSV = Type.Unsafe<string>({ type: 'string' });

/** Batches of codes: generate, list, one, and its CSV export. */
async function batchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const adminOnly = { preHandler: app.requireRole(UserRole.admin) };

  adminListRoute(app, {
    name: 'activation-codes/batches',
    operationId: 'listActivationBatches',
    item: ActivationBatch,
    spec: BATCHES,
    summary: 'List batches of activation codes, newest first (filters q, id, school_id)',
    list: (scope, list) => admin.listBatches(app.db, scope, list),
  });

  app.post(
    '',
    {
      ...adminOnly,
      schema: {
        operationId: 'createActivationBatch',
        summary: 'Generate a batch of activation codes',
        description:
          "Up to 1000 codes, each unlocking the same courses: Kyu's catalogue or the batch's school's own. " +
          "A school admin's batch is their school's (naming another answers 403); a super admin's is the school " +
          "named, or Kyu's own when none is. `expires_at` must be in the future; `access_days` left out grants " +
          'access with no end.',
        body: ActivationBatchInput,
        response: { 201: ActivationBatch },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await admin.createBatch(app.db, scopeOf(request), request.body, app.clock())),
  );

  app.get(
    '/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getActivationBatch',
        summary: 'One batch of activation codes',
        params: IdParams,
        response: { 200: ActivationBatch },
      },
    },
    async (request) => admin.getBatch(app.db, scopeOf(request), request.params.id),
  );

  app.get(
    '/:id/csv',
    {
      ...adminOnly,
      schema: {
        operationId: 'exportActivationBatch',
        summary: "A batch's codes as CSV, with a header row",
        description:
          'Columns: code, batch, state, expires_at, access_days, redeemed_at. Every field is quoted, and one ' +
          'a spreadsheet would run as a formula starts with an apostrophe.',
        params: IdParams,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: CSV } } },
        },
      },
    },
    async (request, reply) => {
      const file = await admin.batchCsv(app.db, scopeOf(request), request.params.id, app.clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="activation-codes-${request.params.id}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}

/**
 * The console's activation codes (overview §5, admin area). Admins only; a school admin's calls
 * reach their own school's batches and codes.
 */
export async function adminActivationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  adminListRoute(app, {
    name: 'activation-codes',
    operationId: 'listActivationCodes',
    item: AdminActivationCode,
    spec: CODES,
    summary: 'List activation codes with their state (filters q, batch_id, school_id, state)',
    list: (scope, list) => admin.listCodes(app.db, scope, list, app.clock()),
  });
  await app.register(batchRoutes, { prefix: '/batches' });
}

/** An admin's hand activation of a course for a parent's child. */
export async function adminCourseActivationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '',
    {
      preHandler: app.requireRole(UserRole.admin),
      schema: {
        operationId: 'activateCourseForChild',
        summary: "Give a parent's child a course by hand",
        description:
          'Grants the course (source `admin`) from now until `ends_at`, or with no end; giving it again replaces ' +
          "the end. The learner must be a student; a school admin reaches their own school's students and " +
          "courses and Kyu's catalogue, and anything else answers 404. `ends_at` must be in the future.",
        body: CourseActivationBody,
        response: { 201: CourseActivation },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await admin.activateCourse(app.db, scopeOf(request), request.body, app.clock())),
  );
}
