import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../plugins/errors';
import { authRoutes } from './auth/routes';
import { usersRoutes } from './users/routes';
import { adminRoutes } from './admin/routes';
import { teachersRoutes } from './teachers/routes';
import { referenceRoutes } from './reference/routes';
import { chatRoutes } from './chat/routes';
import { publicChatRoutes } from './chat/public-routes';
import { chatStreamRoutes } from './chat/stream-routes';
import { questionsRoutes } from './questions/routes';
import { quizRoutes } from './quiz/routes';
import { progressRoutes } from './progress/routes';
import { coursesRoutes } from './courses/routes';
import { childrenRoutes } from './children/routes';
import { referralsRoutes } from './referrals/routes';
import { parentReportsRoutes } from './parent-reports/routes';
import { activationRoutes } from './activation/routes';
import { adminActivationRoutes, adminCourseActivationRoutes } from './activation/admin-routes';
import { subscriptionsRoutes } from './subscriptions/routes';
import { adminSubscriptionsRoutes } from './subscriptions/admin-routes';
import { stickersRoutes } from './stickers/routes';
import { artRoutes } from './stickers/art-routes';
import { collectiblesRoutes } from './collectibles/routes';
import { leaguesRoutes } from './leagues/routes';
import { classesRoutes } from './classes/routes';
import { classReportsRoutes } from './class-reports/routes';
import { lessonsRoutes } from './lessons/routes';
import { studentAssignmentRoutes } from './lessons/student-routes';
import { worksheetsRoutes } from './worksheets/routes';

/** Every domain's routes, mounted under /api/v1. */
export async function apiRoutes(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => sendNotFound(reply, 'No API call'));
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(teachersRoutes, { prefix: '/teachers' });
  await app.register(referenceRoutes);
  await app.register(chatRoutes);
  await app.register(publicChatRoutes);
  await app.register(chatStreamRoutes);
  await app.register(questionsRoutes);
  await app.register(quizRoutes, { prefix: '/quiz' });
  await app.register(progressRoutes);
  await app.register(coursesRoutes);
  await app.register(childrenRoutes);
  await app.register(referralsRoutes);
  await app.register(parentReportsRoutes);
  await app.register(activationRoutes);
  // Console resources under /admin, registered here rather than by admin/routes.ts: activation
  // uses courses, which uses auth, which uses admin, so admin must not import activation.
  await app.register(adminActivationRoutes, { prefix: '/admin/activation-codes' });
  await app.register(adminCourseActivationRoutes, { prefix: '/admin/course-activations' });
  await app.register(subscriptionsRoutes);
  // The console's subscriptions: mounted here, as admin/routes.ts is a module subscriptions
  // already depends on (through courses and auth).
  await app.register(adminSubscriptionsRoutes, { prefix: '/admin/subscriptions' });
  await app.register(stickersRoutes);
  await app.register(artRoutes);
  await app.register(collectiblesRoutes);
  await app.register(leaguesRoutes);
  await app.register(classesRoutes, { prefix: '/classes' });
  // Full paths under /classes, /lessons and /worksheets, which other teaching modules share.
  await app.register(classReportsRoutes);
  await app.register(lessonsRoutes, { prefix: '/lessons' });
  await app.register(studentAssignmentRoutes);
  await app.register(worksheetsRoutes, { prefix: '/worksheets' });
}
