import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problem';
import { markGuard } from '../../lib/route-access';
import { principalFor, type Principal } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests carrying a live Bearer token. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 401 unless signed in, 403 unless the user has one of these role ids. */
    requireRole: (...roleIds: number[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `requireUser`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/**
 * Reads the Bearer token of every request; routes choose whether they need one. The guards are
 * marked with whom they let through, and the OpenAPI document states each call's security from
 * that mark (lib/route-access.ts).
 */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.principal = await principalFor(app.db, header.slice(7).trim());
  });
  app.decorate(
    'requireUser',
    markGuard(
      async (request: FastifyRequest) => {
        if (!request.principal) throw unauthorized();
      },
      { kind: 'user' },
    ),
  );
  app.decorate('requireRole', (...roleIds: number[]) =>
    markGuard(
      async (request: FastifyRequest) => {
        if (!request.principal) throw unauthorized();
        if (!roleIds.includes(request.principal.userRoleId)) throw forbidden();
      },
      { kind: 'roles', roles: roleIds },
    ),
  );
});
