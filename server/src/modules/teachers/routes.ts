import type { FastifyInstance } from 'fastify';

export async function teachersRoutes(_app: FastifyInstance) {}
