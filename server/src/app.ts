import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { MAX_PARAM_LENGTH, answerClientError, errorsPlugin, sendProblem } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { inputTextPlugin } from './plugins/input-text';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { faviconPlugin } from './plugins/favicon';
import { sessionsPlugin } from './modules/sessions/plugin';
import { apiRoutes } from './modules/routes';
import { createMailer, type Mailer } from './providers/mail';
import { createFileStore, type FileStore } from './providers/files';
import { createChatModel, type ChatModel, type Retriever } from './providers/llm';
import { createSpeech, type SpeechSynthesizer } from './providers/speech';
import {
  createDocumentReader,
  createRetriever,
  type DocumentReader,
} from './modules/documents/service';
import { createQuestionCache, type QuestionCache } from './modules/questions/service';
import { createWordExport, type WordExport } from './modules/worksheets/service';
import { createLimitStore, type LimitStore } from './providers/limits';
import { createInvalidation, type Invalidation } from './db/invalidation';
import { cachesPlugin } from './plugins/caches';
import { devMailPlugin } from './plugins/dev-mail';
import { createValidatorCompiler } from './lib/validation';
import { requestForLog } from './lib/log-redaction';
import { createQueue, type JobQueue } from './providers/queue';
import { createPayments, type PaymentProvider, type TestCheckout } from './providers/payments';
import { sharedWebhookSecret, tableStore } from './providers/payments/test-checkout/store';
import { paymentsPlugin } from './plugins/payments';
import { testCheckoutPagePlugin } from './plugins/test-checkout-page';
import { leaguesPlugin } from './plugins/leagues';
import { worksheetsPlugin } from './plugins/worksheets';
import { documentsPlugin } from './plugins/documents';
import { mailPlugin } from './plugins/mail';
import { auditPlugin } from './plugins/audit';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    files: FileStore;
    /** The tutor model: the offline tutor, or an OpenAI-compatible API (LLM_BASE_URL). */
    chatModel: ChatModel;
    /** Full-text search over a school's coach documents and Kyu's own. */
    retrieve: Retriever;
    /** Read-aloud: SVOX Pico offline, or an OpenAI-compatible speech API (SPEECH_BASE_URL). */
    speech: SpeechSynthesizer;
    /** Where every limit counts: PostgreSQL, or Redis when REDIS_URL is set. */
    limits: LimitStore;
    /** Clears in-process caches on every instance after a write (PostgreSQL LISTEN/NOTIFY). */
    invalidation: Invalidation;
    /** The time rules are decided by; tests pass a fake one. */
    clock: () => Date;
    /** Questions as quizzes mark them, kept until the question bank changes one (`forget`). */
    questionCache: QuestionCache;
    /** Durable jobs in the database (pg-boss): webhook deliveries, mail, generation… */
    queue: JobQueue;
    /** Measures and reads uploaded documents on worker threads. */
    documentReader: DocumentReader;
    /** Builds Word exports of worksheets on worker threads. */
    wordExport: WordExport;
    /** Stripe, or the embedded test checkout (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
    payments: PaymentProvider;
    /** The test checkout's page, clock and signature; null when Stripe is the provider. */
    testCheckout: TestCheckout | null;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may pass their own mailer; otherwise the outbox, sent by SMTP when configured. */
  mailer?: Mailer;
  /** Tests may pass their own model or synthesizer; otherwise chosen by the configuration. */
  chatModel?: ChatModel;
  speech?: SpeechSynthesizer;
  /** Tests may pass their own retrieval; otherwise full-text search over the documents. */
  retrieve?: Retriever;
  /** Tests may pass a fake clock to step through limit windows without waiting. */
  clock?: () => Date;
}

/** Builds the whole server as one Fastify instance; `server.ts` starts it, tests inject into it. */
export async function buildApp({
  config,
  database,
  mailer,
  chatModel,
  speech,
  retrieve,
  clock,
}: AppDeps) {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Google ID tokens travel in a path (`/auth/google/{jwt}/validate`); the default is 100.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router's own errors (a broken %-escape, an over-long path parameter) are answered
    // before any route or error handler runs; this gives them the same problem+json body.
    frameworkErrors: (error, _request, reply) =>
      sendProblem(reply, error.statusCode ?? 400, { detail: error.message }),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Ids in paths are numbers: ajv coerces paths and queries, never bodies (see lib/validation.ts).
  app.setValidatorCompiler(createValidatorCompiler());

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('files', createFileStore(config));
  app.decorate('chatModel', chatModel ?? createChatModel(config));
  app.decorate('retrieve', retrieve ?? createRetriever(database.db));
  app.decorate('speech', speech ?? createSpeech(config, app.log));
  app.decorate('clock', clock ?? (() => new Date()));
  app.decorate('questionCache', createQuestionCache());
  const documentReader = createDocumentReader();
  app.decorate('documentReader', documentReader);
  const wordExport = createWordExport();
  app.decorate('wordExport', wordExport);
  const limits = await createLimitStore(config, database.db, app.log);
  app.decorate('limits', limits);
  const invalidation = await createInvalidation(database, app.log);
  app.decorate('invalidation', invalidation);
  const queue = await createQueue(database, app.log);
  app.decorate('queue', queue);
  app.decorate('mailer', mailer ?? createMailer(config, queue));
  const testCheckoutSecret = config.payments.stripe
    ? null
    : (config.payments.testCheckoutSecret ?? (await sharedWebhookSecret(database.db)));
  const { payments, testCheckout } = createPayments(
    { ...config, payments: { ...config.payments, testCheckoutSecret } },
    tableStore(database.db, queue),
  );
  app.decorate('payments', payments);
  app.decorate('testCheckout', testCheckout);
  app.addHook('onClose', async () => {
    // Before the database: a delivery in flight finishes, and no worker polls a closed one.
    await queue.close();
    // After the queue, which lets an extraction in flight finish.
    await documentReader.close();
    await wordExport.close();
    await invalidation.close();
    await limits.close();
    await app.speech.close?.();
    await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(cachesPlugin);
  await app.register(securityPlugin);
  await app.register(inputTextPlugin);
  // PostgreSQL may be shared by several instances, and another one's sign-out does not reach
  // this one's cache yet; PGlite is one process. (Issue 10: invalidation across instances.)
  await app.register(sessionsPlugin, { cache: database.kind === 'pglite' });
  // After sessions (it reads the caller) and before the routes whose changes it records.
  await app.register(auditPlugin);
  await app.register(openapiPlugin);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(devMailPlugin);
  await app.register(paymentsPlugin);
  await app.register(testCheckoutPagePlugin);
  await app.register(leaguesPlugin);
  await app.register(worksheetsPlugin);
  await app.register(documentsPlugin);
  await app.register(mailPlugin);
  await app.register(faviconPlugin);
  await app.register(webPlugin);
  return app as unknown as FastifyInstance;
}
