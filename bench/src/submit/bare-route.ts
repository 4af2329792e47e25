/**
 * The baseline: a bare Fastify route that reads the same multipart body with the same parser
 * Kyu uses (@fastify/multipart), parses its answers, and streams back the bytes Kyu answered to
 * one submission, as Server-Sent Events written in one tick. What Kyu does beyond this (checks,
 * the database, marking) is what the ratio measures.
 */
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

export async function bareRoute(stream: string) {
  const app = Fastify();
  await app.register(multipart);
  app.post('/submit', async (request, reply) => {
    let evaluations: unknown = null;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'evaluations')
        evaluations = JSON.parse(String(part.value));
    }
    if (!Array.isArray(evaluations)) return reply.status(400).send({ title: 'No answers' });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
    });
    reply.raw.end(stream);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the bare route has no port');
  return { origin: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
