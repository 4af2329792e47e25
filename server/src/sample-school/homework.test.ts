import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkRoutes, type HomeworkOptions } from './homework';
import { sampleSchoolSite } from './site';

const KYU = 'http://localhost:8080';
const KEY = { kid: 'hillside-test', secret: 'a-test-secret-of-enough-length-0123456789' };
const PUPIL = { id: 'hs-7', name: "Zoë <O'Neil>", email: 'zoe@hillside.test' };

async function site(root: string, quizId: HomeworkOptions['quizId']) {
  const app = Fastify();
  await app.register(sampleSchoolSite, {
    kyuUrl: KYU,
    root,
    routes: homeworkRoutes({ root, embedKey: KEY, pupil: PUPIL, quizId }),
  });
  return app;
}

const identityOf = (html: string) => /data-identity="([^"]+)"/.exec(html)?.[1] ?? '';

describe("the sample school's homework page", () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyu-homework-'));
    await mkdir(join(root, 'templates'));
    await writeFile(
      join(root, 'templates/homework.html'),
      '<script src="%KYU_URL%/widgets/kyu.js" data-identity="%IDENTITY%"></script><p>%PUPIL%</p>%QUIZ%',
    );
    app = await site(root, 12);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("signs its pupil in with a five-minute HS256 token Kyu's README describes", async () => {
    const res = await app.inject({ url: '/homework' });
    expect(res.statusCode).toBe(200);
    const token = identityOf(res.body);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', kid: KEY.kid });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(KEY.secret));
    expect(payload).toMatchObject({ sub: 'hs-7', email: PUPIL.email, role: 'student' });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(res.body).toContain(`src="${KYU}/widgets/kyu.js"`);
    expect(res.body).toContain('<kyu-quiz quiz-id="12"></kyu-quiz>');
  });

  it('signs a fresh token for every page, which no cache may keep', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/homework' }),
      app.inject({ url: '/homework' }),
    ]);
    const jti = async (html: string) =>
      (await jwtVerify(identityOf(html), new TextEncoder().encode(KEY.secret))).payload.jti;
    expect(await jti(a.body)).not.toBe(await jti(b.body));
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:8080",
    );
  });

  it("writes the pupil's name as text, and says so when no homework is set", async () => {
    const res = await app.inject({ url: '/homework' });
    expect(res.body).toContain('<p>Zoë &#60;O&#39;Neil&#62;</p>');
    const none = await site(root, null);
    const body = (await none.inject({ url: '/homework' })).body;
    expect(body).toContain('No homework is set this week.');
    expect(body).not.toContain('<kyu-quiz');
    await none.close();
  });

  it('keeps its template to itself', async () => {
    expect((await app.inject({ url: '/templates/homework.html' })).statusCode).toBe(404);
  });
});
