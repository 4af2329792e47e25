import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '@kyu/core/contract';
import { createValidatorCompiler } from './validation';

async function echoApp() {
  const app = Fastify();
  app.setValidatorCompiler(createValidatorCompiler());
  app.put(
    '/echo/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer() }),
        querystring: Type.Object({ ids: Type.Optional(Type.Array(Type.Integer())) }),
        body: Type.Object({
          name: Nullable(Type.String()),
          level: Nullable(Type.Integer()),
          email: Type.Optional(Type.String({ format: 'email' })),
        }),
      },
    },
    async (request) => ({ params: request.params, query: request.query, body: request.body }),
  );
  return app;
}

describe('validator compiler', () => {
  it('keeps a null sent in a body as null', async () => {
    const app = await echoApp();
    const res = await app.inject({
      method: 'PUT',
      url: '/echo/1',
      payload: { name: null, level: null },
    });
    expect(res.json().body).toEqual({ name: null, level: null });
  });

  it('coerces path and query text to the declared types', async () => {
    const app = await echoApp();
    const res = await app.inject({
      method: 'PUT',
      url: '/echo/7?ids=3',
      payload: { name: 'a', level: 2 },
    });
    expect(res.json()).toMatchObject({ params: { id: 7 }, query: { ids: [3] } });
  });

  it('refuses a body value of the wrong type instead of converting it', async () => {
    const app = await echoApp();
    const res = await app.inject({
      method: 'PUT',
      url: '/echo/1',
      payload: { name: 'a', level: '2' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks formats such as e-mail', async () => {
    const app = await echoApp();
    const res = await app.inject({
      method: 'PUT',
      url: '/echo/1',
      payload: { name: 'a', level: 1, email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
  });
});
