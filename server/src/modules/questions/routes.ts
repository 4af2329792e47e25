import type { FastifyInstance } from 'fastify';
import { questionAudioRoutes } from './audio-routes';
import { questionContentRoutes } from './content-routes';
import { questionReadRoutes } from './read-routes';
import { questionWriteRoutes } from './write-routes';

/** The question bank (calls.md, Questions). */
export async function questionsRoutes(app: FastifyInstance) {
  await app.register(questionReadRoutes);
  await app.register(questionContentRoutes);
  await app.register(questionAudioRoutes);
  await app.register(questionWriteRoutes);
}
