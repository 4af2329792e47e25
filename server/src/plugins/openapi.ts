import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const openapiPlugin = fp(async (_app: FastifyInstance) => {});
