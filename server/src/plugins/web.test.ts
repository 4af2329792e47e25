import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { errorsPlugin } from './errors';
import { cacheControlFor, webPlugin } from './web';

async function webApp(root: string, { withHelmet = false } = {}) {
  const app = Fastify();
  app.decorate('config', { dataDir: join(root, 'data') } as Config);
  if (withHelmet) await app.register(helmet);
  await app.register(errorsPlugin);
  await app.register(webPlugin, { root });
  await app.ready();
  return app;
}

const page = { accept: 'text/html,application/xhtml+xml' };

describe('web front-ends', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyu-web-'));
    const files: Record<string, string> = {
      'demo-site/dist/index.html': '<title>portal</title>',
      'demo-site/dist/assets/index-Ab12Cd34.js': 'portal()',
      'console/dist/index.html': '<title>console</title>',
      'console/dist/assets/index-Zz98Yy76.js': 'console()',
      'loader/dist/kyu.js': 'loader()',
      'loader/dist/kyu.js.br': 'brotli(loader())',
      'loader/dist/kyu.js.gz': 'gzip(loader())',
      'loader/dist/chunks/coach-Qw12Er34.js': 'coach()',
      'loader/dist/chunks/coach-Qw12Er34.js.br': 'brotli(coach())',
      'loader/dist/assets/coach-Ab12Cd34.css': '.kyu{}',
      'loader/dist/assets/lexend-Ab12Cd34.woff2': 'font',
      'loader/dist/assets/chime-Ab12Cd34.mp3': 'audio',
      'loader/dist/licenses.txt': 'MIT',
      'data/uploads/profile-pics/1-abc.png': 'png',
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
    app = await webApp(root);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the portal at / without caching its index', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: page });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the script-tag bundle to any site, cached for minutes and then revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/widgets/kyu.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await app.inject({
      method: 'GET',
      url: '/widgets/kyu.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['a chunk', '/widgets/chunks/coach-Qw12Er34.js', /javascript/],
    ['a stylesheet', '/widgets/assets/coach-Ab12Cd34.css', /^text\/css/],
    ['a font', '/widgets/assets/lexend-Ab12Cd34.woff2', /^font\/woff2/],
    ['audio', '/widgets/assets/chime-Ab12Cd34.mp3', /^audio\/mpeg/],
  ])('serves %s under /widgets/ to any site, immutable for a year', async (_kind, url, type) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://school.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps a file without a hash in its name out of long caches', async () => {
    const res = await app.inject({ method: 'GET', url: '/widgets/licenses.txt' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the precompressed twin the browser accepts, with the headers of the file', async () => {
    const get = (url: string, acceptEncoding: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await get('/widgets/kyu.js', 'gzip, deflate, br, zstd');
    expect(brotli.body).toBe('brotli(loader())');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const gzip = await get('/widgets/kyu.js', 'gzip');
    expect(gzip.body).toBe('gzip(loader())');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // No gzip twin: the plain file, never a wrong encoding.
    const chunk = await get('/widgets/chunks/coach-Qw12Er34.js', 'gzip');
    expect(chunk.body).toBe('coach()');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('serves uploaded files under /uploads/', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/profile-pics/1-abc.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each(['/admin', '/admin/schools/3', '/teacher/reports', '/assessments'])(
    "answers the console's index for %s",
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('console');
    },
  );

  it("answers other page navigations with the portal's index", async () => {
    for (const url of ['/welcome', '/academy/dashboard', '/no/such/page', '/teachers-lounge']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('portal');
    }
  });

  it('answers a missing file, an API path or a non-page request with a 404 problem', async () => {
    const requests = [
      { method: 'GET' as const, url: '/assets/missing-Ab12Cd34.js', headers: page },
      { method: 'GET' as const, url: '/api/v1/nothing', headers: page },
      { method: 'GET' as const, url: '/welcome', headers: { accept: 'application/json' } },
      { method: 'POST' as const, url: '/welcome', headers: page },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('widget files behind the security headers', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyu-web-helmet-'));
    for (const [path, content] of Object.entries({
      'loader/dist/kyu.js': 'loader()',
      'demo-site/dist/index.html': '<title>portal</title>',
    })) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    }
    app = await webApp(root, { withHelmet: true });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("leaves out the headers only a document reads, and keeps the portal's", async () => {
    const script = await app.inject({ method: 'GET', url: '/widgets/kyu.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const portal = await app.inject({ method: 'GET', url: '/', headers: page });
    expect(portal.headers['content-security-policy']).toContain("default-src 'self'");
    expect(portal.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('web front-ends before a build', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyu-web-empty-'));
    app = await webApp(root);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('says to run the build where the portal or console would be', async () => {
    for (const url of ['/', '/admin']) {
      const res = await app.inject({ method: 'GET', url, headers: page });
      expect(res.statusCode, url).toBe(503);
      expect(res.body).toContain('npm start');
    }
  });
});

describe('cacheControlFor', () => {
  it('keeps named entry points fresh and long-caches hashed files', () => {
    expect(cacheControlFor('/x/loader/dist/kyu.js')).toBe('public, max-age=300, must-revalidate');
    expect(cacheControlFor('/x/loader/dist/kyu.js.br')).toBe(
      'public, max-age=300, must-revalidate',
    );
    expect(cacheControlFor('/x/dist/font-a1B2c3D4.woff2.gz')).toContain('immutable');
    expect(cacheControlFor('/x/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/dist/kyu-leaderboard.js')).toBe('public, max-age=3600');
    expect(cacheControlFor('/x/dist/quiz-a1B2c3D4.js')).toContain('immutable');
    expect(cacheControlFor('/x/dist/favicon.ico')).toBe('public, max-age=3600');
  });
});
