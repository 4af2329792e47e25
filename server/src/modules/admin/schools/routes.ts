import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminSchool,
  AdminSchoolInput,
  ClassSummaryList,
  IMAGE_KEYS,
  Id,
  IdParams,
  UserRole,
} from '@kyu/core/contract';
import { readImageUpload } from '../../../providers/files/upload';
import type { ListSpec } from '../../../lib/list-query';
import { scopeOf } from '../../../lib/admin-scope';
import type { SchoolFilter, SchoolSort } from './queries';
import * as schools from './service';
import { adminListRoute } from '../../../lib/list-route';

const LIST: ListSpec<SchoolSort, SchoolFilter> = {
  sortable: ['id', 'school_name', 'domain_name', 'is_active', 'created_at'],
  defaultSort: ['school_name', 'ASC'],
  filters: { q: 'text', id: 'ids', is_active: 'boolean' },
};

const ImageParams = Type.Object({
  id: Id,
  slot: Type.Union(IMAGE_KEYS.map((k) => Type.Literal(k))),
});

/** Browsers take .ico favicons, so that slot also accepts ICO; the others PNG, JPEG or WebP. */
const formatsFor = (slot: string) =>
  slot === 'favicon'
    ? (['png', 'jpeg', 'webp', 'ico'] as const)
    : (['png', 'jpeg', 'webp'] as const);

/** The console's schools resource (ra-data-simple-rest), white-label images included. */
export async function adminSchoolsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const one = { 200: AdminSchool };

  adminListRoute(app, {
    name: 'schools',
    operationId: 'listSchools',
    item: AdminSchool,
    spec: LIST,
    summary: 'List schools (Content-Range)',
    list: (scope, list) => schools.listSchools(app.db, scope, list),
  });

  app.get(
    '/:id',
    {
      ...admin,
      schema: { operationId: 'getSchool', summary: 'One school', params: IdParams, response: one },
    },
    async (request) => schools.getSchool(app.db, scopeOf(request), request.params.id),
  );

  app.get(
    '/:id/classes',
    {
      ...admin,
      schema: {
        operationId: 'listSchoolClasses',
        summary: "A school's active classes, with their students and teachers counted",
        description:
          'A Kyu administrator for any school; a school admin for their own (another school is 403).',
        params: IdParams,
        response: { 200: ClassSummaryList },
      },
    },
    async (request) => schools.schoolClasses(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...admin,
      schema: {
        operationId: 'createSchool',
        problems: [409],
        summary: 'Add a school (Kyu administrators)',
        body: AdminSchoolInput,
        response: one,
      },
    },
    async (request) => schools.createSchool(app.db, scopeOf(request), request.body),
  );

  app.put(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'updateSchool',
        problems: [409],
        summary: 'Change a school',
        params: IdParams,
        body: AdminSchoolInput,
        response: one,
      },
    },
    async (request) =>
      schools.updateSchool(app.db, scopeOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'deleteSchool',
        summary: 'Remove a school, or deactivate it when in use',
        params: IdParams,
        response: one,
      },
    },
    async (request) => schools.deleteSchool(app.db, scopeOf(request), request.params.id),
  );

  app.put(
    '/:id/images/:slot',
    {
      ...admin,
      schema: {
        operationId: 'setSchoolImage',
        summary:
          'Upload a white-label image (PNG, JPEG or WebP; favicon also ICO; up to 2 MB) in the field "file"',
        consumes: ['multipart/form-data'],
        params: ImageParams,
        response: one,
      },
    },
    async (request) =>
      schools.setSchoolImage(app, scopeOf(request), request.params.id, request.params.slot, () =>
        readImageUpload(request, formatsFor(request.params.slot)),
      ),
  );

  app.delete(
    '/:id/images/:slot',
    {
      ...admin,
      schema: {
        operationId: 'clearSchoolImage',
        summary: 'Clear a white-label image',
        params: ImageParams,
        response: one,
      },
    },
    async (request) =>
      schools.setSchoolImage(app, scopeOf(request), request.params.id, request.params.slot, null),
  );
}
