import type { FastifyReply } from 'fastify';
import type { ChatStreamEvents } from '@kyu/core/contract';

/** A comment line this often keeps proxies from closing a stream while the model thinks. */
const KEEP_ALIVE_MS = 15_000;

export interface EventStream {
  send<K extends keyof ChatStreamEvents>(event: K, data: ChatStreamEvents[K]): void;
  end(): void;
  /** Aborts when the client goes away before the stream ends. */
  readonly signal: AbortSignal;
}

/**
 * Takes the reply over and answers it as Server-Sent Events: `event: name` and one `data:` line
 * of JSON per event (JSON never holds a raw line break, so one line always suffices). Headers
 * that hooks already set (CORS, security) are kept, since a hijacked reply skips Fastify's own
 * sending.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const raw = reply.raw;
  const gone = new AbortController();
  reply.hijack();
  const leave = () => gone.abort(new Error('the client went away'));
  // It may have gone already, while the question was being checked.
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
    // nginx and similar proxies would otherwise hold the deltas back in a buffer.
    'x-accel-buffering': 'no',
  });
  const live = () => !raw.writableEnded && !raw.destroyed;
  const keepAlive = setInterval(() => {
    if (live()) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  return {
    signal: gone.signal,
    send(event, data) {
      if (!live()) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // Node holds a response's writes (the headers with the first) until the next tick; work
      // that follows in the same tick, such as a save on the embedded database, which runs on
      // this thread, would hold the event back, so it goes out now.
      raw.socket?.uncork();
    },
    end() {
      clearInterval(keepAlive);
      if (live()) raw.end();
    },
  };
}
