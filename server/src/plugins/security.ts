import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import type { Config } from '../config';
import { tooMany } from '../lib/problem';
import { UPLOAD_MAX_BYTES } from '../providers/files/multipart';
import { publicBase } from '../providers/files/s3';
import { countedEachTime, sharedInBatches } from '../providers/limits/batched';
import { routeLimitStore } from '../providers/limits/route-store';
import { originChecker } from './cors-origins';

/** Google and Apple sign-in load their scripts and frames from their own origins. */
const SIGN_IN_SCRIPTS = ['https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com'];
const SIGN_IN_FRAMES = ['https://accounts.google.com', 'https://appleid.apple.com'];

const servedOverHttps = (config: Pick<Config, 'publicUrl'>) =>
  config.publicUrl.startsWith('https:');

/** With S3_BUCKET set, pictures, question images and recordings load from the bucket's origin. */
const uploadOrigins = (config: Partial<Pick<Config, 's3'>>) =>
  config.s3 ? [new URL(publicBase(config.s3)).origin] : [];

/**
 * One policy for everything we serve: the portal and console are Vite builds from this origin
 * (module scripts, emotion's inline styles), the API reference is swagger-ui's files from this
 * origin (no inline script), the speech synthesizer is WebAssembly, audio plays from blob: URLs.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 's3'>>,
) {
  const uploads = uploadOrigins(config);
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", "'wasm-unsafe-eval'", ...SIGN_IN_SCRIPTS],
      'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', ...uploads],
      'media-src': ["'self'", 'data:', 'blob:', ...uploads],
      'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'self'", ...SIGN_IN_FRAMES],
      // Upgrading only makes sense where the portal itself is served over https; on
      // http://hillside.localhost:8080 it would send every asset to a port that is not listening.
      'upgrade-insecure-requests': servedOverHttps(config) ? [] : null,
    },
  };
}

/**
 * Headers, CORS, upload limits and the rate limiter. Rate limits are opt-in per route
 * (`config: { rateLimit: { max, timeWindow } }`), per address unless the route counts signed-in
 * callers per account (`keyGenerator: perAccount`, lib/request-limits.ts). They count in the
 * app's limit store (providers/limits), so every process behind a load balancer shares one
 * count: in Redis with each request when REDIS_URL is set; in PostgreSQL in batches otherwise,
 * so that a limited route does not wait for a write on every request (README, "Several
 * instances").
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // helmet's middleware is built once here: @fastify/helmet builds it again on every request,
  // parsing the content security policy each time, which was a tenth of a signed-in GET.
  const secureHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(app.config),
    // Google's sign-in popup reports back through window.opener, and its button checks the
    // page's origin from the Referer, which helmet's default no-referrer would withhold.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The web plugin relaxes this for /widgets/ and /uploads/, which other sites embed.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Strict-Transport-Security tells browsers to use https only: right where Kyu is served
    // over https, and on http (a school's intranet, localhost) a lock-out for a year. Kyu's own
    // host only: what else runs under its domain is not Kyu's to decide.
    strictTransportSecurity: servedOverHttps(app.config)
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const isAllowed = originChecker(app.config, app.db);
  app.invalidation.subscribe('schools', isAllowed.forget);
  await app.register(cors, {
    origin: async (origin: string | undefined) => isAllowed(origin),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Range', 'Retry-After'],
    // Bearer tokens, never cookies: credentials stay off.
    credentials: false,
    maxAge: 600,
  });

  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  const clock = () => app.clock().getTime();
  const counts = app.config.redis.url
    ? countedEachTime(app.limits)
    : sharedInBatches(app.limits, app.log, clock);
  // Before the database closes (onClose), so the hits counted here reach it.
  app.addHook('preClose', () => counts.close());
  await app.register(rateLimit, {
    global: false,
    store: routeLimitStore(counts, clock),
    // The store falls back to PostgreSQL when Redis is down; should the database itself fail,
    // a request limit is not worth refusing requests over (sign-in guessing has its own rule).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      tooMany(`Too many requests; try again in ${context.after}.`, context.ttl / 1000),
  });
});
