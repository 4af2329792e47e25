import type { FastifyInstance } from 'fastify';
import { ReferenceList } from '@kyu/core/contract';
import { listAcademicLevels, listSubjects } from './queries';

/** Static reference lists; public because sign-up and onboarding need them before sign-in. */
export async function referenceRoutes(app: FastifyInstance) {
  app.get(
    '/academic-levels',
    {
      schema: {
        operationId: 'listAcademicLevels',
        tags: ['reference'],
        summary: 'Academic levels in display order',
        response: { 200: ReferenceList },
      },
    },
    () => listAcademicLevels(app.db),
  );
  app.get(
    '/subjects',
    {
      schema: {
        operationId: 'listSubjects',
        tags: ['reference'],
        summary: 'Subjects by name',
        response: { 200: ReferenceList },
      },
    },
    () => listSubjects(app.db),
  );
}
