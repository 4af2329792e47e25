import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';
import { makeSchool } from '@kyu/test-support/db';
import type { Db } from '../db/client';
import { originChecker, ORIGIN_CACHE_MS } from './cors-origins';
import { contentSecurityPolicy } from './security';

describe('security headers and CORS', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await buildTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } }));
    await makeSchool(db, { schoolName: 'Hillside', domainName: 'hillside.example' });
    await makeSchool(db, { schoolName: 'Closed', domainName: 'closed.example', isActive: false });
  });
  afterAll(() => app.close());

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/onboarding',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('sends a content security policy that allows only our own scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets Google sign-in work: popups may report back and its origin check sees ours', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends Strict-Transport-Security only when Kyu is served over https', async () => {
    const overHttp = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://kyu.example' } });
    try {
      const overHttps = await secure.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.app.close();
    }
  });

  it('asks browsers to upgrade requests only when the portal is served over https', () => {
    const directives = (url: string) => contentSecurityPolicy({ publicUrl: url }).directives;
    expect(directives('https://kyu.example')['upgrade-insecure-requests']).toEqual([]);
    expect(directives('http://localhost:8080')['upgrade-insecure-requests']).toBeNull();
  });

  it("lets pages load images and recordings from the S3 bucket's public origin when one is set", () => {
    const s3 = {
      bucket: 'kyu-uploads',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      publicUrl: 'https://cdn.example/kyu',
      forcePathStyle: false,
    };
    const directives = contentSecurityPolicy({ publicUrl: 'https://kyu.example', s3 }).directives;
    expect(directives['img-src']).toContain('https://cdn.example');
    expect(directives['media-src']).toContain('https://cdn.example');
    const local = contentSecurityPolicy({ publicUrl: 'https://kyu.example' }).directives;
    expect(local['img-src']).not.toContain('https://cdn.example');
  });

  it("allows the portal's own origin and the configured extra origins", async () => {
    expect((await preflight('http://kyu.test')).headers['access-control-allow-origin']).toBe(
      'http://kyu.test',
    );
    expect(
      (await preflight('https://partner.example')).headers['access-control-allow-origin'],
    ).toBe('https://partner.example');
  });

  it("allows an active school's domain over http and https, in any of its forms", async () => {
    for (const origin of [
      'https://hillside.example',
      'http://hillside.example:3000',
      'https://www.hillside.example',
      'https://WWW.Hillside.Example',
      'https://hillside.example.:8443',
    ]) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    }
  });

  it('refuses unknown origins and the domains of inactive schools', async () => {
    for (const origin of [
      'https://evil.example',
      'https://closed.example',
      'https://hillside.example.evil.test',
    ]) {
      expect(
        (await preflight(origin)).headers['access-control-allow-origin'],
        origin,
      ).toBeUndefined();
    }
  });

  it('exposes Content-Range to the console on cross-origin calls', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { origin: 'http://kyu.test' },
    });
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('answers a JSON body over 1 MB with a 413 problem', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/mailer/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        from_email: 'a@example.com',
        message: 'x'.repeat(1024 * 1024 + 10),
      }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('remembers an origin decision for a minute, then asks the database again', async () => {
    let clock = 0;
    const isAllowed = originChecker(
      { publicUrl: 'http://kyu.test', corsOrigins: [] },
      db,
      () => clock,
    );
    const school = await makeSchool(db, { domainName: 'cached.example' });
    expect(await isAllowed('https://cached.example')).toBe(true);
    await db.execute(`update schools set is_active = false where id = ${school.id}`);
    expect(await isAllowed('https://cached.example')).toBe(true);
    clock += ORIGIN_CACHE_MS + 1;
    expect(await isAllowed('https://cached.example')).toBe(false);
  });
});
