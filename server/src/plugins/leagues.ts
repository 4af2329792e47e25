import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { advanceLeagueClock, rollOverEndedWeeks } from '../modules/leagues/service';
import { devAdminOnly } from './dev-access';

/** Every five minutes: a week closes within minutes of Monday 00:00 UTC, or of a restart. */
const ROLLOVER_CRON = '*/5 * * * *';

const AdvanceLeagueClock = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366 }) });

/**
 * The weekly league rollover as a pg-boss cron job, and outside production
 * `POST /api/v1/dev/leagues/advance-clock` for Kyu's administrator, which moves the league clock
 * (kept in the database, so every instance reads it) by up to a year and closes the weeks that
 * ends, for e2e tests to end a week.
 */
export const leaguesPlugin = fp(async (instance: FastifyInstance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onReady', async () => {
    await app.queue.work('league-rollover', async () => {
      for (const week of await rollOverEndedWeeks(app.db, app.clock())) {
        app.log.info(
          { week: week.weekStart, promoted: week.promoted.length },
          'league week closed',
        );
      }
    });
    await app.queue.schedule('league-rollover', ROLLOVER_CRON);
  });

  if (app.config.env === 'production') return;
  app.post(
    '/api/v1/dev/leagues/advance-clock',
    { ...devAdminOnly(app), schema: { hide: true, body: AdvanceLeagueClock } },
    async (request) => advanceLeagueClock(app.db, request.body.days, app.clock()),
  );
});
