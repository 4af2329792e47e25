import type { FastifyRequest } from 'fastify';

/**
 * A request limit's key for calls a signed-in user makes: their account, since a school's pupils
 * or staff share one address and would otherwise spend one count between them; an anonymous
 * caller's address. Route limits run after the sessions plugin has read the Bearer token.
 */
export const perAccount = (request: FastifyRequest) =>
  request.principal ? `user:${request.principal.userId}` : request.ip;
