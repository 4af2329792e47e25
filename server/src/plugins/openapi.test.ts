import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';

interface OpenApiDoc {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { scheme: string }> };
  paths: Record<
    string,
    Record<string, { security?: unknown[]; tags?: string[]; requestBody?: unknown }>
  >;
}

/** The calls of calls.md's Auth table, as OpenAPI names their paths. */
const AUTH_PATHS = [
  ['post', '/auth/signup'],
  ['post', '/auth/login'],
  ['post', '/auth/logout'],
  ['post', '/auth/magic-link'],
  ['get', '/auth/magic-link/{token}/validate'],
  ['get', '/auth/apple/{code}/validate'],
  ['get', '/auth/google/{jwt}/validate'],
  ['get', '/auth/token/{id}'],
  ['post', '/auth/white-label'],
  ['post', '/auth/password/reset/link'],
  ['post', '/auth/password/reset'],
] as const;

const USERS_AND_ADMIN_PATHS = [
  ['patch', '/users/has-agreed-policy'],
  ['get', '/users/onboarding'],
  ['put', '/users/onboarding'],
  ['patch', '/users'],
  ['patch', '/users/{id}/profile-pic'],
  ['get', '/users'],
  ['post', '/mailer/contact-us'],
  ['get', '/admin/schools'],
  ['post', '/admin/schools'],
  ['get', '/admin/schools/{id}'],
  ['put', '/admin/schools/{id}'],
  ['delete', '/admin/schools/{id}'],
  ['put', '/admin/schools/{id}/images/{slot}'],
  ['get', '/admin/users'],
  ['get', '/admin/users/{id}'],
  ['put', '/admin/users/{id}'],
  ['get', '/teachers/class'],
] as const;

describe('OpenAPI document', () => {
  let app: FastifyInstance;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(() => app.close());

  it('describes the Kyu API with a Bearer scheme and the public address as server', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Kyu API');
    expect(doc.servers).toEqual([{ url: 'http://kyu.test' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it.each(AUTH_PATHS)('lists the auth call %s %s', (method, path) => {
    expect(doc.paths[`/api/v1${path}`]?.[method]).toBeDefined();
  });

  it.each(USERS_AND_ADMIN_PATHS)('lists %s %s', (method, path) => {
    expect(doc.paths[`/api/v1${path}`]?.[method]).toBeDefined();
  });

  it('marks signed-in calls as needing the Bearer token and states that public ones need none', () => {
    expect(doc.paths['/api/v1/users/onboarding']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/mailer/contact-us']!.post!.security).toEqual([]);
  });

  it('documents the file field of an upload', () => {
    const upload = doc.paths['/api/v1/users/{id}/profile-pic']!.patch!;
    expect(JSON.stringify(upload.requestBody)).toContain('multipart/form-data');
    expect(JSON.stringify(upload.requestBody)).toContain('binary');
  });

  it('publishes only /api/v1 calls', () => {
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.paths['/api/v1/openapi.json']).toBeUndefined();
  });

  it('serves a readable API reference from the swagger-ui package', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kyu API reference');
    const script = page.body.match(/src="([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const bundle = await app.inject({
      method: 'GET',
      url: new URL(script!, 'http://kyu.test/api/v1/docs/').pathname,
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
  });
});
