import type { FastifyReply } from 'fastify';
import type { SubmitStreamEvents } from '@kyu/core/contract';

/** A comment line this often keeps proxies from closing a stream while a model marks. */
const KEEP_ALIVE_MS = 15_000;

/** Sends one event of a submit stream; a no-op once the client has gone. */
export type SendEvent = <K extends keyof SubmitStreamEvents>(
  event: K,
  data: SubmitStreamEvents[K],
) => void;

export interface SubmitStream {
  send: SendEvent;
  end(): void;
  /** Aborts when the client goes away before the stream ends. */
  readonly signal: AbortSignal;
}

/**
 * Answers a reply as Server-Sent Events (as chat/sse.ts does for the coach's events): one
 * `event:` and one `data:` line of JSON per event, headers that hooks set (CORS) kept.
 */
export function openSubmitStream(reply: FastifyReply): SubmitStream {
  const raw = reply.raw;
  const gone = new AbortController();
  reply.hijack();
  const leave = () => gone.abort(new Error('the client went away'));
  if (raw.destroyed) leave();
  raw.on('close', () => {
    if (!raw.writableEnded) leave();
  });
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  const live = () => !raw.writableEnded && !raw.destroyed;
  const keepAlive = setInterval(() => {
    if (live()) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  // Events sent in one turn of the loop (marks saved together, an explanation's pieces) leave
  // in one write rather than one packet each.
  let corked = false;
  const uncork = () => {
    corked = false;
    raw.uncork();
  };
  return {
    signal: gone.signal,
    send(event, data) {
      if (!live()) return;
      if (!corked) {
        corked = true;
        raw.cork();
        process.nextTick(uncork);
      }
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(keepAlive);
      if (live()) raw.end();
    },
  };
}
