import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StudentAssignmentList, UserRole } from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { studentAssignments } from './progress';

/** The student dashboard's assignments, under /students beside the student's other calls. */
export async function studentAssignmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, urlOf: app.files.urlOf, now: app.clock };

  app.get(
    '/students/assignments',
    {
      preHandler: app.requireRole(UserRole.student),
      schema: {
        operationId: 'listMyAssignments',
        tags: ['lessons'],
        summary:
          "The signed-in student's worksheet and lesson assignments, with due dates and state",
        response: { 200: StudentAssignmentList },
      },
    },
    async (request) => studentAssignments(deps, principalOf(request)),
  );
}
