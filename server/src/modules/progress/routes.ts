import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MockPerformance,
  MockProgress,
  MockSummary,
  Revisions,
  RevisionsSeenBody,
  Streaks,
  TimeZoneHeaders,
  UserRole,
  Xp,
  XpGainQuery,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as progress from './service';

const tags = ['progress'];

/** XP, streaks, mock exams and revisions (calls.md, Users); students only. */
export async function progressRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/users/xp',
    {
      ...student,
      schema: { tags, operationId: 'getXp', summary: 'Your XP and level', response: { 200: Xp } },
    },
    async (request) => progress.xpOf(app.db, principalOf(request).userId),
  );

  app.patch(
    '/users/xp',
    {
      ...student,
      schema: {
        tags,
        operationId: 'acknowledgeXp',
        summary: 'Acknowledge XP a client reports; grants nothing',
        description:
          'Kept for clients that report the XP a finished quiz showed. XP comes only from ' +
          'learning the server saw (marks earned in a marked attempt), which the server adds ' +
          'itself when it marks: this call never adds any. A claim the XP recorded for the ' +
          "student's day (in their time zone) covers is answered with their XP, unchanged; a " +
          'larger claim is unearned and answered 409 (problem type xp-not-earned).',
        querystring: XpGainQuery,
        headers: TimeZoneHeaders,
        response: { 200: Xp },
      },
    },
    async (request) =>
      progress.acknowledgeXp(
        app.db,
        principalOf(request).userId,
        request.query.xp_gain,
        request.headers['x-time-zone'],
      ),
  );

  app.get(
    '/users/streaks',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getStreaks',
        summary: 'Whether you practised today, and your run of practice days',
        headers: TimeZoneHeaders,
        response: { 200: Streaks },
      },
    },
    async (request) =>
      progress.streaksOf(app.db, principalOf(request).userId, request.headers['x-time-zone']),
  );

  app.get(
    '/users/mock/progress',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getMockProgress',
        summary: 'Marks over your mock exams',
        response: { 200: MockProgress },
      },
    },
    async (request) => progress.mockProgress(app.db, principalOf(request).userId),
  );

  app.get(
    '/users/mock/performance',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getMockPerformance',
        summary: 'Your mock exam marks by topic',
        response: { 200: MockPerformance },
      },
    },
    async (request) => progress.mockPerformance(app.db, principalOf(request).userId),
  );

  app.get(
    '/users/mock/summary',
    {
      ...student,
      schema: {
        tags,
        operationId: 'listMockExams',
        summary: 'Each mock exam you finished',
        response: { 200: MockSummary },
      },
    },
    async (request) => progress.mockSummary(app.db, principalOf(request).userId),
  );

  app.get(
    '/users/revisions',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getRevisions',
        summary: 'Questions you got wrong, and your revision quizzes',
        response: { 200: Revisions },
      },
    },
    async (request) => progress.revisionsOf(app.db, principalOf(request).userId),
  );

  app.post(
    '/users/revisions',
    {
      ...student,
      schema: {
        tags,
        operationId: 'markRevisionsSeen',
        summary: 'Mark revision items seen (all of them without question_ids)',
        body: RevisionsSeenBody,
        response: { 200: Revisions },
      },
    },
    async (request) =>
      progress.markRevisionsSeen(app.db, principalOf(request).userId, request.body.question_ids),
  );
}
