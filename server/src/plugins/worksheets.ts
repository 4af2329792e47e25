import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnreachable } from '../lib/db-errors';
import { createQuestionGenerator } from '../providers/llm';
import {
  GENERATION_SWEEP_MS,
  requeueAbandoned,
  runGeneration,
} from '../modules/worksheets/generation';

/**
 * Runs worksheet generation jobs (the 'worksheet-generation' queue) on whichever instance takes
 * them, with the configured question generator. A job cut off by a restart or a killed instance
 * resumes after the last worksheet it made: every few seconds each instance queues again the
 * jobs whose run stopped renewing its lease.
 */
export const worksheetsPlugin = fp(async (app: FastifyInstance) => {
  const generator = createQuestionGenerator(app.config);
  const stop = new AbortController();
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    stop.abort();
  });
  app.addHook('onReady', async () => {
    await app.queue.work('worksheet-generation', async (data) => {
      const { jobId } = data as { jobId: number };
      await runGeneration({ db: app.db, generator, signal: stop.signal }, jobId, app.clock);
    });
    sweeper = setInterval(() => {
      requeueAbandoned(app.db, app.queue).catch((err: unknown) => {
        if (!databaseUnreachable(err)) app.log.error({ err }, 'generation sweep failed');
      });
    }, GENERATION_SWEEP_MS);
    sweeper.unref();
  });
});
