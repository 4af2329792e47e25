import type { FastifyInstance } from 'fastify';

/** Quizzes, attempts and marking (calls.md, Quiz). */
export async function quizRoutes(instance: FastifyInstance) {
  void instance;
}
