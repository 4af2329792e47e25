import type { FastifyInstance } from 'fastify';

/** The question bank (calls.md, Questions). */
export async function questionsRoutes(instance: FastifyInstance) {
  void instance;
}
