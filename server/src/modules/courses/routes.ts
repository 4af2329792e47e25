import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Course,
  CourseList,
  CoursesQuery,
  IdParams,
  UserCourseList,
  UserCoursesQuery,
  UserRole,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as courses from './service';

const tags = ['courses'];

/** The Courses calls of calls.md §7: the catalogue anyone browses, and a learner's courses. */
export async function coursesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const portalOrigin = new URL(app.config.publicUrl).origin;
  const siteOf = (request: FastifyRequest): courses.Site => ({
    origin: request.headers.origin,
    portalOrigin,
  });

  app.get(
    '/courses',
    {
      config: { signIn: 'optional' },
      schema: {
        tags,
        operationId: 'listCourses',
        summary: 'The active courses on offer, by subject, level and name',
        description:
          "Kyu's catalogue (courses of no school), plus the courses of the caller's school and " +
          "of the school whose registered site the call comes from (its Origin), so a guest on a school's " +
          "page sees what it sells; Kyu's administrators and curriculum staff see every school's. " +
          '`school_id` keeps the courses on offer at that school (its own and the catalogue) among those; ' +
          'the filters combine, and a filter naming nothing (an unknown subject) answers an empty list.',
        querystring: CoursesQuery,
        response: { 200: CourseList },
      },
    },
    async (request) =>
      courses.listCourses(app.db, request.principal, siteOf(request), request.query),
  );

  app.get(
    '/courses/user',
    {
      preHandler: app.requireRole(UserRole.student, UserRole.parent),
      schema: {
        tags,
        operationId: 'listLearnerCourses',
        summary: "A student's courses, or a parent's child's, with which the learner has",
        description:
          'Without `child_id` the learner is the signed-in student; a parent names one of their children ' +
          '(without it, 400). `is_assigned` is true while a subscription, a code or an admin lets the learner ' +
          "use the course; `school_classes` names the learner's classes that teach it (a class at its subject and " +
          'level, or one that gave them a worksheet or lesson of it). Listed: the courses the learner has or is ' +
          'taught at school, and unless `has_assigned_course=true`, the active ' +
          "courses of Kyu's catalogue and the learner's school at the learner's level. A `child_id` that is not " +
          "one of the caller's children answers 403, whether or not that account exists.",
        querystring: UserCoursesQuery,
        response: { 200: UserCourseList },
      },
    },
    async (request) =>
      courses.learnerCourses(app.db, principalOf(request), request.query, app.clock()),
  );

  app.get(
    '/courses/:id',
    {
      config: { signIn: 'optional' },
      schema: {
        tags,
        operationId: 'getCourse',
        summary: 'One course, as the caller sees the catalogue',
        description:
          'Any course `GET /courses` would list to the caller, and withdrawn ones too (`is_active` false) so a ' +
          "page naming an old course still shows it. Another school's course answers 404, as one that does not exist.",
        params: IdParams,
        response: { 200: Course },
      },
    },
    async (request) =>
      courses.getCourse(app.db, request.principal, siteOf(request), request.params.id),
  );
}
