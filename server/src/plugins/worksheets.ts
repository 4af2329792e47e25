import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQuestionGenerator } from '../providers/llm';
import { runGeneration } from '../modules/worksheets/generation';

/**
 * Runs worksheet generation jobs (the 'worksheet-generation' queue) on whichever instance takes
 * them, with the configured question generator; a job cut off by a restart resumes after the
 * last worksheet it made.
 */
export const worksheetsPlugin = fp(async (app: FastifyInstance) => {
  const generator = createQuestionGenerator(app.config);
  const stop = new AbortController();
  app.addHook('onClose', async () => stop.abort());
  app.addHook('onReady', async () => {
    await app.queue.work('worksheet-generation', async (data) => {
      const { jobId } = data as { jobId: number };
      await runGeneration({ db: app.db, generator, signal: stop.signal }, jobId, app.clock);
    });
  });
});
