import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AssignBody,
  AssignmentParams,
  AssignmentsQuery,
  IdParams,
  UnassignBody,
  UserRole,
  WorksheetAssignment,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as assignments from './assignments';

/** Giving worksheets to classes: teachers, for the classes they may use (classOfTeacher). */
export async function assignmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const teacher = { preHandler: app.requireRole(UserRole.teacher) };
  const one = { 200: WorksheetAssignment };

  app.get(
    '/assignments',
    {
      ...teacher,
      schema: {
        operationId: 'listWorksheetAssignments',
        summary: 'Your assignments, newest first, with due dates and how many handed in',
        description:
          'Those of the classes you teach (every class of the school for its teacher-admin), or of ' +
          'class_id. Another school’s class answers 403, an unknown one 404.',
        querystring: AssignmentsQuery,
        response: { 200: Type.Array(WorksheetAssignment) },
      },
    },
    async (request) =>
      assignments.listTeacherAssignments(app.db, principalOf(request), request.query),
  );

  app.post(
    '/:id/assign',
    {
      ...teacher,
      schema: {
        operationId: 'assignWorksheet',
        summary: 'Give a worksheet to a class, or to some of its students, with a due date',
        description:
          'Without student_ids, every student of the class. A student of another school answers ' +
          '403, one of your school who is not in the class 400.',
        params: IdParams,
        body: AssignBody,
        response: one,
      },
    },
    async (request) =>
      assignments.assignWorksheet(app.db, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/:id/assignments/:aid/unassign',
    {
      ...teacher,
      schema: {
        operationId: 'unassignWorksheet',
        summary: 'Take an assignment back from some of its students',
        params: AssignmentParams,
        body: UnassignBody,
        response: one,
      },
    },
    async (request) =>
      assignments.unassignStudents(
        app.db,
        principalOf(request),
        request.params.id,
        request.params.aid,
        request.body,
      ),
  );

  app.post(
    '/:id/assignments/:aid/reassign',
    {
      ...teacher,
      schema: {
        operationId: 'reassignWorksheet',
        summary: 'Give a changed worksheet again: its students take the new version',
        description:
          'Clears needs_reassignment and dates the assignment from now; unfinished attempts are ' +
          'dropped, and only attempts submitted from now count as handed in.',
        params: AssignmentParams,
        response: one,
      },
    },
    async (request) =>
      assignments.reassignWorksheet(
        app.db,
        principalOf(request),
        request.params.id,
        request.params.aid,
        app.clock(),
      ),
  );
}
