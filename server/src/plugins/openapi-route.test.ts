import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { UserRole } from '@kyu/core/contract';
import { sessionsPlugin } from '../modules/sessions/plugin';
import { accessOf } from '../lib/route-access';
import { openapiPlugin } from './openapi';

type Op = { security: unknown; responses: Record<string, unknown> };

/** A bare app with the real guards and document, and one route of each kind of access. */
async function appWithRoutes() {
  const app = Fastify();
  app.decorate('config', { publicUrl: 'http://kyu.test' } as never);
  app.decorate('db', {} as never);
  await app.register(sessionsPlugin, { cache: false });
  await app.register(openapiPlugin);
  await app.register(
    async (api) => {
      const ok = async () => ({ ok: true });
      const Params = Type.Object({ id: Type.Integer() });
      api.get('/open', { schema: { operationId: 'getOpen' } }, ok);
      api.get('/mine', { preHandler: api.requireUser, schema: {} }, ok);
      api.put(
        '/staff/:id',
        {
          preHandler: [api.requireRole(UserRole.teacher, UserRole.admin)],
          schema: { params: Params, body: Type.Object({}), problems: [409] },
        },
        ok,
      );
      api.get('/either', { config: { signIn: 'optional' } }, ok);
      api.post('/limited', { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, ok);
      api.post('/upload', { schema: { consumes: ['multipart/form-data'] } }, ok);
      api.get('/', { schema: {} }, ok);
    },
    { prefix: '/api/v1/things' },
  );
  await app.ready();
  return app;
}

describe('the document states what each route really asks', () => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Op>>;
  beforeAll(async () => {
    app = await appWithRoutes();
    paths = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
  });
  afterAll(() => app.close());

  const op = (path: string, method: string) => paths[`/api/v1/things${path}`]![method]!;
  const problems = (path: string, method: string) =>
    Object.keys(op(path, method).responses).filter((s) => Number(s) >= 400);

  it('states an empty security for a route without a guard', () => {
    expect(op('/open', 'get').security).toEqual([]);
    expect(problems('/open', 'get')).toEqual([]);
  });

  it('asks for the Bearer token where requireUser guards the route, and lists its 401', () => {
    expect(op('/mine', 'get').security).toEqual([{ bearerAuth: [] }]);
    expect(problems('/mine', 'get')).toEqual(['401']);
  });

  it("names requireRole's roles, and lists input, guard, id, body and declared problems", () => {
    expect(op('/staff/{id}', 'put').security).toEqual([{ bearerAuth: ['teacher', 'admin'] }]);
    expect(problems('/staff/{id}', 'put')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
  });

  it('makes the token optional where the route reads it without requiring it', () => {
    expect(op('/either', 'get').security).toEqual([{ bearerAuth: [] }, {}]);
    expect(problems('/either', 'get')).toEqual(['401']);
  });

  it('lists 429 for a rate-limited route and 413/415 for an upload', () => {
    expect(problems('/limited', 'post')).toEqual(['429']);
    expect(problems('/upload', 'post')).toEqual(['400', '413', '415']);
  });

  it("publishes a prefix's own route without its trailing slash and serves both", async () => {
    expect(paths['/api/v1/things']?.get).toBeDefined();
    expect(paths['/api/v1/things/']).toBeUndefined();
    expect((await app.inject({ url: '/api/v1/things' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/things/' })).statusCode).toBe(200);
  });

  it('does not take a preHandler that is no guard for one', () => {
    const check = async () => {};
    expect(accessOf({ preHandler: check })).toEqual({ kind: 'public' });
    expect(accessOf({ preHandler: [check, app.requireUser] })).toEqual({ kind: 'user' });
  });
});
