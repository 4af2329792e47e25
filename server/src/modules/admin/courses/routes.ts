import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminCourse, AdminCoursePricesInput, IdParams, UserRole } from '@kyu/core/contract';
import { scopeOf } from '../../../lib/admin-scope';
import type { ListSpec } from '../../../lib/list-query';
import { adminListRoute } from '../../../lib/list-route';
import type { CourseFilter, CourseSort } from './queries';
import * as courses from './service';

const LIST: ListSpec<CourseSort, CourseFilter> = {
  sortable: ['id', 'name', 'school_id', 'is_active', 'created_at'],
  defaultSort: ['name', 'ASC'],
  filters: { q: 'text', id: 'ids', school_id: 'ids', is_active: 'boolean' },
};

const SCOPE =
  "A school administrator reaches their school's courses; Kyu's catalogue and other schools' courses " +
  'answer 404 to them. Kyu’s administrators reach every course.';

/** The console's courses resource: courses with their prices, and setting those prices. */
export async function adminCoursesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };

  adminListRoute(app, {
    name: 'courses',
    operationId: 'listAdminCourses',
    item: AdminCourse,
    spec: LIST,
    summary: 'List courses with their active monthly and annual prices (Content-Range)',
    list: (scope, list) => courses.listCourses(app.db, scope, list),
  });

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'getAdminCourse',
        summary: 'One course with its active prices',
        description: SCOPE,
        params: IdParams,
        response: { 200: AdminCourse },
      },
    },
    async (request) => courses.getCourse(app.db, scopeOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'setAdminCoursePrices',
        problems: [409],
        summary: "Set a course's monthly and annual prices, and link them to the provider's prices",
        description:
          SCOPE +
          ' An interval left out keeps its price; null takes the course off sale by that interval. The same ' +
          'amount and currency keep the price and only link it to the payment provider’s price id (`price_…`, ' +
          'or null to unlink). Another amount or currency makes a new price and takes the old one off sale: ' +
          'subscriptions sold at it keep it. A new amount needs a new provider price (the provider never ' +
          'changes one’s amount), so a provider price id already linked to another price answers 409. ' +
          'Amounts are in the smallest unit of the currency, from 1 to 99,999,999 (the provider’s limit), and ' +
          'both intervals of a course share one currency (400 otherwise).',
        params: IdParams,
        body: AdminCoursePricesInput,
        response: { 200: AdminCourse },
      },
    },
    async (request) =>
      courses.updateCoursePrices(app.db, scopeOf(request), request.params.id, request.body),
  );
}
