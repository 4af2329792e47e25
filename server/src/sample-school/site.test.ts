import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolPolicy } from './policy';
import { sampleSchoolSite } from './site';

const KYU = 'http://localhost:8080';

describe('the sample school site', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyu-school-'));
    await writeFile(join(root, 'index.html'), '<script src="%KYU_URL%/widgets/kyu.js"></script>');
    await writeFile(join(root, 'coach.html'), '<kyu-coach></kyu-coach>');
    await writeFile(join(root, 'school.css'), 'body { margin: 0 }');
    app = Fastify();
    await app.register(sampleSchoolSite, {
      kyuUrl: `${KYU}/`,
      root,
      routes: (school, kyuUrl) => {
        school.get('/token', async () => ({ for: kyuUrl }));
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("embeds Kyu by its script tag, at Kyu's address", async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(`<script src="${KYU}/widgets/kyu.js"></script>`);
    expect((await app.inject({ url: '/coach.html' })).body).toBe('<kyu-coach></kyu-coach>');
  });

  it('sends its strict policy with every page and file, and a 404 for what it lacks', async () => {
    for (const url of ['/', '/coach.html', '/school.css', '/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(url === '/missing.js' ? 404 : 200);
      expect(res.headers['content-security-policy'], url).toBe(schoolPolicy(KYU));
    }
    expect((await app.inject({ url: '/school.css' })).headers['content-type']).toMatch(/text\/css/);
  });

  it("serves the school's own routes under the same policy", async () => {
    const res = await app.inject({ url: '/token' });
    expect(res.json()).toEqual({ for: KYU });
    expect(res.headers['content-security-policy']).toBe(schoolPolicy(KYU));
  });

  it('never sends a page unfilled', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.body).not.toContain('%KYU_URL%');
  });
});

describe("the sample school's own pages", () => {
  it('pass their own policy: no inline script, style or event handler', async () => {
    const app = Fastify();
    await app.register(sampleSchoolSite, { kyuUrl: KYU });
    for (const url of ['/', '/coach.html']) {
      const html = (await app.inject({ url })).body;
      expect(html, url).toContain(`<script src="${KYU}/widgets/kyu.js"`);
      expect(html, url).not.toMatch(/<style|\sstyle=|\son[a-z]+=|<script(?![^>]*\ssrc=)/i);
    }
    await app.close();
  });
});

describe('schoolPolicy', () => {
  it("allows Kyu's origin and the school's own, nothing inline and no eval", () => {
    const policy = schoolPolicy('https://kyu.example/some/path');
    expect(policy).toContain("script-src 'self' https://kyu.example;");
    expect(policy).toContain("style-src 'self' https://kyu.example;");
    expect(policy).toContain("connect-src 'self' https://kyu.example;");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/unsafe/);
  });
});
