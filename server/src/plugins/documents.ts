import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runExtraction } from '../modules/documents/service';

/**
 * Runs document extraction jobs (the 'document-extraction' queue: big uploads and re-extracts)
 * on whichever instance takes them; one cut off by a restart starts again.
 */
export const documentsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await app.queue.work('document-extraction', async (data) => {
      const { documentId } = data as { documentId: number };
      await runExtraction(app.db, app.documentReader, documentId);
    });
  });
});
