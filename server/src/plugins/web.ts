import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const webPlugin = fp(async (_app: FastifyInstance) => {});
