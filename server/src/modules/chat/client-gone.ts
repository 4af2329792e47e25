import type { FastifyReply, FastifyRequest } from 'fastify';

/** Aborts when the client closes its connection before its answer is written. */
export function goneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/**
 * The one place a call's failure is weighed against the client leaving: a listener who leaves
 * mid-synthesis (a page change) is no server failure to log, and its socket is closed, so
 * nothing can be sent and Fastify must not try. Any other failure goes on to the error handler.
 */
export function abandoned(
  request: FastifyRequest,
  reply: FastifyReply,
  gone: AbortSignal,
  error: unknown,
) {
  if (!gone.aborted) throw error;
  request.log.info('speech abandoned: the client left before the audio was ready');
  return reply.hijack();
}
