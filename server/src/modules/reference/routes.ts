import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Collectible, CollectibleTheme, ReferenceList } from '@kyu/core/contract';
import {
  listAcademicLevels,
  listCollectibleThemes,
  listCollectibles,
  listSubjects,
} from './queries';

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
  app.get(
    '/collectible-themes',
    {
      schema: {
        operationId: 'listCollectibleThemes',
        tags: ['reference'],
        summary: 'Collectible themes',
        response: { 200: Type.Array(CollectibleTheme) },
      },
    },
    () => listCollectibleThemes(app.db),
  );
  app.get(
    '/collectibles',
    {
      schema: {
        operationId: 'listCollectibles',
        tags: ['reference'],
        summary: 'Collectibles by theme, the first unlocked first',
        response: { 200: Type.Array(Collectible) },
      },
    },
    () => listCollectibles(app.db),
  );
}
