import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Leaderboard,
  LeaderboardSchoolParams,
  PlaySettings,
  PlaySettingsUpdate,
  PublicLeaderboard,
  UserRole,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as leagues from './service';

const tags = ['play'];

/** Weekly leagues and play settings (issue 12). */
export async function leaguesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/leaderboard',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getLeaderboard',
        summary: 'Your league: this week’s group, last week’s with its outcome, your tier',
        description:
          'A student joins a group of up to 30 of their school (or class) and tier with their first ' +
          'league points of the week (Monday to Monday, UTC). Ranks are by points, ties sharing one. ' +
          'Others appear as first name and last initial from 13 with a known date of birth, else ' +
          'under their pseudonym. Only your own groups are shown: no group id is taken from you.',
        response: { 200: Leaderboard },
      },
    },
    async (request) => leagues.leaderboardOf(app.db, principalOf(request).userId, app.clock()),
  );

  app.get(
    '/leaderboard/school/:schoolId',
    {
      schema: {
        tags,
        operationId: 'getSchoolLeaderboard',
        summary: 'A school’s top ten this week, by pseudonym, for its public site',
        description:
          'Needs no sign-in and shows no id or real name. An unknown or inactive school, or one ' +
          'with leagues off, answers 404.',
        params: LeaderboardSchoolParams,
        response: { 200: PublicLeaderboard },
      },
    },
    async (request) => leagues.publicBoard(app.db, request.params.schoolId, app.clock()),
  );

  app.get(
    '/students/play-settings',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getPlaySettings',
        summary: 'Your theme, league visibility and pseudonym',
        response: { 200: PlaySettings },
      },
    },
    async (request) => leagues.playSettingsOf(app.db, principalOf(request).userId),
  );

  app.patch(
    '/students/play-settings',
    {
      ...student,
      schema: {
        tags,
        operationId: 'updatePlaySettings',
        summary: 'Change your theme, league visibility or pseudonym',
        description:
          'The pseudonym must be one of the approved list (400 otherwise). Whether a parent or the ' +
          'school blocked leagues is not yours to change.',
        body: PlaySettingsUpdate,
        response: { 200: PlaySettings },
      },
    },
    async (request) =>
      leagues.updatePlaySettings(app.db, principalOf(request).userId, request.body),
  );
}
