import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/problem';
import { markGuard } from '../../lib/route-access';
import { createSessionCache } from './cache';
import { attachSessionCache, principalFor, type Principal } from './service';

/**
 * How long a token's user is remembered without asking the database. Sign-outs and deactivations
 * forget it at once; this bounds what a change made behind the cache's back can outlive (say, an
 * admin changing a role in the console, which does not sign anyone out).
 */
export const SESSION_CACHE_MS = 10_000;
/** Tokens remembered at most, per app: far more users than one instance serves at once. */
const SESSION_CACHE_MAX = 50_000;

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
 * Reads the Bearer token of every request; routes choose whether they need one. With `cache`,
 * who a token signs in is remembered for SESSION_CACHE_MS, which is right only where every
 * sign-out reaches this process: one instance (PGlite), or instances that tell each other. The
 * guards are marked with whom they let through, and the OpenAPI document states each call's
 * security from that mark (lib/route-access.ts).
 */
export const sessionsPlugin = fp(async (app: FastifyInstance, opts: { cache: boolean }) => {
  const cache = opts.cache
    ? createSessionCache({ ttlMs: SESSION_CACHE_MS, max: SESSION_CACHE_MAX })
    : null;
  if (cache) {
    const detach = attachSessionCache(app.db, cache);
    app.addHook('onClose', async () => detach());
  }
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.principal = await principalFor(app.db, header.slice(7).trim(), new Date(), cache);
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
