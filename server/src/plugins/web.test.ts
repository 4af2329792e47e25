import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { errorsPlugin } from './errors';
import { cacheControlFor, webPlugin } from './web';

async function webApp(root: string) {
  const app = Fastify();
  app.decorate('config', { dataDir: join(root, 'data') } as Config);
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
      'loader/dist/chunks/coach-Qw12Er34.js': 'coach()',
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

  it('serves the script-tag bundle for any site, revalidated on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/widgets/kyu.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await app.inject({ method: 'GET', url: '/widgets/chunks/coach-Qw12Er34.js' });
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
    expect(cacheControlFor('/x/loader/dist/kyu.js')).toBe('no-cache');
    expect(cacheControlFor('/x/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/dist/kyu-leaderboard.js')).toBe('public, max-age=3600');
    expect(cacheControlFor('/x/dist/quiz-a1B2c3D4.js')).toContain('immutable');
    expect(cacheControlFor('/x/dist/favicon.ico')).toBe('public, max-age=3600');
  });
});
