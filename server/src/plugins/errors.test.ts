import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT, answerClientError, errorsPlugin } from './errors';

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
const driverError = (code: string) =>
  Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error('from PostgreSQL'), { code }),
  });

async function appThrowing(code: string) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/', async () => {
    throw driverError(code);
  });
  return app;
}

describe('database errors', () => {
  it.each([
    ['22P05', 'holds a character'],
    ['22021', 'holds a character'],
    ['22001', 'longer than Kyu keeps'],
    ['22003', 'larger than any id'],
    ['22P02', 'not of the kind expected'],
  ])(
    'answers %s, caused by a value sent, with a 400 of its own problem type',
    async (code, says) => {
      const res = await (await appThrowing(code)).inject({ url: '/' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ type: DATABASE_REFUSED_INPUT });
      expect(res.json().detail).toContain(says);
    },
  );

  it('answers errors that are ours, such as a missing column or a broken constraint, with a 500', async () => {
    for (const code of ['42703', '23502', '22012', '40001']) {
      const res = await (await appThrowing(code)).inject({ url: '/' });
      expect(res.statusCode, code).toBe(500);
      expect(res.json().detail).not.toContain('from PostgreSQL');
    }
  });
});

describe('the database out of reach', () => {
  it.each([
    ['57P01', 'PostgreSQL shutting down (a restart)'],
    ['57P03', 'PostgreSQL starting up again'],
    ['08006', 'a connection failure'],
  ])('answers %s, %s, with a 503 and Retry-After', async (code) => {
    const res = await (await appThrowing(code)).inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ type: expect.stringContaining('database-unavailable') });
  });

  it('answers a connection node-postgres saw end, or could not open, with a 503 too', async () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        }),
      }),
    ]) {
      const app = Fastify({ logger: false });
      await app.register(errorsPlugin);
      app.get('/', async () => {
        throw error;
      });
      const res = await app.inject({ url: '/' });
      expect(res.statusCode, error.message).toBe(503);
    }
  });
});

describe('requests that are not HTTP', () => {
  it('answers a request line Node cannot parse with a problem, over a real socket', async () => {
    const app = Fastify({ logger: false, clientErrorHandler: answerClientError });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const reply = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('{"x":1} / HTTP/1.1\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
      });
      expect(reply).toMatch(/^HTTP\/1\.1 400 Bad request\r\n/);
      expect(reply).toContain('Content-Type: application/problem+json');
      expect(JSON.parse(reply.split('\r\n\r\n')[1]!)).toMatchObject({ status: 400 });
    } finally {
      await app.close();
    }
  });
});
