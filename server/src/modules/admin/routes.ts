import { assessmentsRoutes } from '../assessments/routes';
import type { FastifyInstance } from 'fastify';
import { adminEmbedSecretsRoutes } from './embed-secrets/routes';
import { adminSchoolsRoutes } from './schools/routes';
import { adminUsersRoutes } from './users/routes';
import { adminCoursesRoutes } from './courses/routes';
import { adminDocumentsRoutes } from '../documents/routes';
import { adminPromptsRoutes } from '../prompts/routes';
import { logsheetRoutes } from '../logsheet/routes';
import { adminQuestionTransferRoutes } from '../question-transfer/routes';
import { questionReportsRoutes } from '../question-reports/routes';
import { adminQuestionRoutes } from '../questions/admin-routes';
import { adminStatsRoutes } from '../admin-stats/routes';

/**
 * The console's resources under /api/v1/admin, in ra-data-simple-rest's shape. Admins only
 * (user role 3); a school admin's calls are scoped to their school on the server (see scope.ts).
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminSchoolsRoutes, { prefix: '/schools' });
  await app.register(adminEmbedSecretsRoutes, { prefix: '/schools' });
  await app.register(adminUsersRoutes, { prefix: '/users' });
  await app.register(adminCoursesRoutes, { prefix: '/courses' });
  await app.register(adminDocumentsRoutes, { prefix: '/documents' });
  await app.register(adminPromptsRoutes, { prefix: '/prompts' });
  await app.register(logsheetRoutes, { prefix: '/logsheet' });
  await app.register(adminQuestionTransferRoutes, { prefix: '/questions' });
  await app.register(adminQuestionRoutes, { prefix: '/questions' });
  await app.register(questionReportsRoutes, { prefix: '/question-reports' });
  await app.register(adminStatsRoutes);
  await app.register(assessmentsRoutes, { prefix: '/assessments' });
}
