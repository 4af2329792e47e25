import type { FastifyInstance } from 'fastify';

/** XP, streaks, mock exams and revisions (calls.md, Users). */
export async function progressRoutes(instance: FastifyInstance) {
  void instance;
}
