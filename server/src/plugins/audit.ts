import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@kyu/core/contract';
import { auditWriter, entriesOf, type Actor, type AuditWriter } from '../modules/logsheet/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The logsheet's writer; tests await `audit.flush()` before reading what was recorded. */
    audit: AuditWriter;
  }
  interface FastifyContextConfig {
    /**
     * `'sign-in'`: the route signs someone in, and the logsheet records each try.
     * `'body-ids'`: a bulk change whose validated body's `ids` name the records it changes.
     */
    audit?: 'sign-in' | 'body-ids';
  }
}

// A request the router refused (a broken path) has no route, and so no config.
const auditOf = (request: FastifyRequest) => {
  const config: { audit?: 'sign-in' | 'body-ids' } | undefined = request.routeOptions.config;
  return config?.audit;
};
const signInRoute = (request: FastifyRequest) => auditOf(request) === 'sign-in';

/** A bulk route's ids, read from its body only after the schema has validated it. */
const bodyIds = (request: FastifyRequest): number[] | undefined => {
  if (auditOf(request) !== 'body-ids') return undefined;
  const ids = (request.body as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : undefined;
};

/**
 * Records the logsheet (modules/logsheet): every sign-in and every change staff make, once the
 * answer has gone, from what the request was (its route, path ids, status, caller and address),
 * never from its body but for a bulk route's ids. Writing is batched and its failures only logged (logsheet/writer.ts).
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  const writer = auditWriter(app.db, app.log);
  app.decorate('audit', writer);
  // Who a sign-in signed in is known only from its answer, read before it is serialised.
  const signedIn = new WeakMap<FastifyRequest, Actor>();

  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (signInRoute(request) && reply.statusCode < 300) {
      const user = payload as SessionUser;
      signedIn.set(request, {
        userId: user.id,
        userRoleId: user.user_role_id,
        schoolId: user.school_id,
      });
    }
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Reads change nothing and no sign-in is a GET: most requests need no entry built.
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const { url } = request.routeOptions;
    const signIn = signInRoute(request);
    const ids = bodyIds(request);
    const entries = entriesOf(
      {
        method: request.method,
        route: url,
        params: request.params,
        status: reply.statusCode,
        ip: request.ip,
        principal: request.principal,
        ...(signIn ? { signIn: signedIn.get(request) ?? null } : {}),
        ...(ids ? { targets: ids } : {}),
      },
      new Date(),
    );
    for (const entry of entries) writer.record(entry);
    done();
  });

  // Before the database closes (app.ts closes it in an onClose hook added earlier).
  app.addHook('onClose', () => writer.close());
});
