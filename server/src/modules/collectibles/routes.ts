import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams, StudentCollectible, UserRole } from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { studentCollectibles } from './service';

/** A student's collectibles by theme (calls.md, Users). */
export async function collectiblesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/students/collectible-themes/:id/collectibles',
    {
      preHandler: app.requireRole(UserRole.student),
      schema: {
        tags: ['play'],
        operationId: 'getStudentCollectibles',
        summary: "A theme's collectibles, and which of them your level has collected",
        problems: [404],
        params: IdParams,
        response: { 200: Type.Array(StudentCollectible) },
      },
    },
    async (request) => studentCollectibles(app.db, principalOf(request).userId, request.params.id),
  );
}
