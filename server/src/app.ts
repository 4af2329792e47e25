import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { errorsPlugin, sendProblem } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { sessionsPlugin } from './modules/sessions/plugin';
import { apiRoutes } from './modules/routes';
import { createMailer, type Mailer } from './providers/mail';
import { createFileStore, type FileStore } from './providers/files';
import { devMailPlugin } from './plugins/dev-mail';
import { createValidatorCompiler } from './lib/validation';
import { requestForLog } from './lib/log-redaction';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    files: FileStore;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may pass their own mailer; otherwise SMTP when configured, else the outbox. */
  mailer?: Mailer;
}

/** Builds the whole server as one Fastify instance; `server.ts` starts it, tests inject into it. */
export async function buildApp({ config, database, mailer }: AppDeps) {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Google ID tokens travel in a path (`/auth/google/{jwt}/validate`); the default is 100.
    routerOptions: { maxParamLength: 8192 },
    // The router's own errors (a broken %-escape, an over-long path parameter) are answered
    // before any route or error handler runs; this gives them the same problem+json body.
    frameworkErrors: (error, _request, reply) =>
      sendProblem(reply, error.statusCode ?? 400, { detail: error.message }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Ids in paths are numbers: ajv coerces paths and queries, never bodies (see lib/validation.ts).
  app.setValidatorCompiler(createValidatorCompiler());

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer ?? createMailer(config, database.db));
  app.decorate('files', createFileStore(config));
  app.addHook('onClose', async () => {
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionsPlugin);
  await app.register(openapiPlugin);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(devMailPlugin);
  await app.register(webPlugin);
  return app as unknown as FastifyInstance;
}
