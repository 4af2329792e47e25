import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { REPO_ROOT } from '../config';
import { uploadsDir } from '../providers/files';
import { sendNotFound } from './errors';

/** The built front-ends, each a `dist` folder under the repository root, and where they are served. */
const FRONT_ENDS = {
  portal: { dist: 'demo-site/dist', prefix: '/', name: 'portal (demo-site)' },
  console: { dist: 'console/dist', prefix: '/console/', name: 'console' },
  widgets: { dist: 'loader/dist', prefix: '/widgets/', name: 'widgets (loader)' },
} as const;
type FrontEnd = keyof typeof FRONT_ENDS;

/** Console routes (the console is built with base /console/ and routes these itself). */
const CONSOLE_ROUTES = /^\/(?:admin|teacher|assessments)(?:\/|$)/;

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The script tag schools paste keeps its name across builds: caches keep it a few minutes, then
 * ask again (a 304 when unchanged), so a new build reaches every school's page within minutes
 * while a page view costs no request for it in between.
 */
const LOADER_CACHE = 'public, max-age=300, must-revalidate';
const HASHED = /-[\w-]{8}\.(?:js|mjs|css|wasm|woff2?|ttf|otf|mp3|ogg|oga|opus|wav|m4a)$/;

/**
 * Vite puts hashed files under assets/ (and the loader its chunks under chunks/) or names them
 * `name-HASH8.ext`: their content never changes at that URL. Entry points (index.html, the
 * script-tag bundle kyu.js) keep their names across builds, so browsers must revalidate them.
 * A precompressed twin (`.br`, `.gz`) is cached as the file it stands for.
 */
export function cacheControlFor(path: string): string {
  const file = basename(path).replace(/\.(br|gz)$/, '');
  if (file === 'kyu.js') return LOADER_CACHE;
  if (file.endsWith('.html')) return 'no-cache';
  if (/[/\\](?:assets|chunks)[/\\]/.test(path) || HASHED.test(file)) return YEAR_IMMUTABLE;
  return 'public, max-age=3600';
}

/** Other sites embed the widget bundle and show uploaded school images. */
function embeddable(reply: FastifyReply) {
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Helmet's headers that only a document or a worker reads. A school's visitor fetches Kyu's
 * scripts on every page, where they would add some 700 bytes to each file for nothing.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers of every file under /widgets/, which any school's page loads from its origin. */
function widgetFile(reply: FastifyReply) {
  embeddable(reply);
  // Chunks are module scripts, fetched in CORS mode; fonts and stylesheets may be too.
  reply.header('access-control-allow-origin', '*');
  // Helmet writes to the raw response, before any route runs.
  for (const name of DOCUMENT_ONLY) reply.raw.removeHeader(name);
}

function buildNeeded(reply: FastifyReply, name: string) {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kyu: build needed</title></head>` +
        `<body style="font:16px system-ui;max-width:40rem;margin:3rem auto"><h1>The ${name} is not built yet</h1>` +
        `<p>Run <code>npm start</code> at the repository root: it builds the front-ends, then starts the server.</p>` +
        `<p>The API works meanwhile: <a href="/api/v1/docs">API reference</a>.</p></body></html>`,
    );
}

function sendIndex(reply: FastifyReply, root: string, app: FrontEnd) {
  const { dist, name } = FRONT_ENDS[app];
  const index = join(root, dist, 'index.html');
  if (!existsSync(index)) return buildNeeded(reply, name);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(createReadStream(index));
}

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('text/html');
const looksLikeFile = (path: string) => /\.[A-Z0-9]+$/i.test(path);

/**
 * Serves the built front-ends and uploads, and routes everything else: console routes get the
 * console's index.html, other page navigations the portal's (which has its own not-found page),
 * and the rest (API calls, missing files, non-GET) a 404 problem. Folders are looked up per
 * request, so building while the server runs needs no restart.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root ?? REPO_ROOT;
  const uploads = uploadsDir(app.config);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders: (reply) => {
      embeddable(reply);
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  for (const [key, front] of Object.entries(FRONT_ENDS)) {
    const widgets = key === 'widgets';
    await app.register(fastifyStatic, {
      root: join(root, front.dist),
      prefix: front.prefix,
      decorateReply: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      // The loader's build writes brotli and gzip twins of its files (loader/build/precompress.ts).
      preCompressed: widgets,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
        if (widgets) widgetFile(reply);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isPage && !path.startsWith('/api/')) {
      if (CONSOLE_ROUTES.test(path)) return sendIndex(reply, root, 'console');
      if (acceptsHtml(request) && !looksLikeFile(path)) return sendIndex(reply, root, 'portal');
    }
    return sendNotFound(reply, path.startsWith('/api/') ? 'No API call' : 'Nothing at');
  });
});
