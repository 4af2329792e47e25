import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@kyu/core/contract';
import { auditWriter, entryOf, type Actor, type AuditWriter } from '../modules/logsheet/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The logsheet's writer; tests await `audit.flush()` before reading what was recorded. */
    audit: AuditWriter;
  }
  interface FastifyContextConfig {
    /** `'sign-in'`: the route signs someone in, and the logsheet records each try. */
    audit?: 'sign-in';
  }
}

// A request the router refused (a broken path) has no route, and so no config.
const signInRoute = (request: FastifyRequest) => {
  const config: { audit?: 'sign-in' } | undefined = request.routeOptions.config;
  return config?.audit === 'sign-in';
};

/**
 * Records the logsheet (modules/logsheet): every sign-in and every change staff make, once the
 * answer has gone, from what the request was (its route, path ids, status, caller and address),
 * never from its body. Writing is batched and its failures only logged (logsheet/writer.ts).
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
    const entry = entryOf(
      {
        method: request.method,
        route: url,
        params: request.params,
        status: reply.statusCode,
        ip: request.ip,
        principal: request.principal,
        ...(signIn ? { signIn: signedIn.get(request) ?? null } : {}),
      },
      new Date(),
    );
    if (entry) writer.record(entry);
    done();
  });

  // Before the database closes (app.ts closes it in an onClose hook added earlier).
  app.addHook('onClose', () => writer.close());
});
