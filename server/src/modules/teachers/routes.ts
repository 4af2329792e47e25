import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TeacherClassList, UserRole } from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { teacherClasses } from './service';

/** The teacher directory of calls.md; teachers only. */
export async function teachersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const teacher = { preHandler: app.requireRole(UserRole.teacher) };

  app.get(
    '/class',
    {
      ...teacher,
      schema: {
        operationId: 'listOwnClasses',
        summary: "The teacher's own classes",
        response: { 200: TeacherClassList },
      },
    },
    async (request) => teacherClasses(app.db, principalOf(request)),
  );
}
