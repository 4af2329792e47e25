import type { FastifyReply } from 'fastify';

/** A comment line this often keeps proxies from closing a stream while a model thinks. */
const KEEP_ALIVE_MS = 15_000;

/** Sends one event of a stream whose events are named by `M`'s keys; a no-op once the client has gone. */
export type SendEvent<M> = <K extends keyof M & string>(event: K, data: M[K]) => void;

export interface EventStream<M> {
  send: SendEvent<M>;
  end(): void;
  /** Aborts when the client goes away before the stream ends. */
  readonly signal: AbortSignal;
}

/**
 * Takes the reply over and answers it as Server-Sent Events: `event: name` and one `data:` line
 * of JSON per event (JSON never holds a raw line break, so one line always suffices). Headers
 * that hooks already set (CORS, security) are kept, since a hijacked reply skips Fastify's own
 * sending.
 *
 * `flush: 'each'` sends every event at once (the coach's first token must not wait on work that
 * follows it in the same tick, such as a save on the embedded database, which runs on this
 * thread); `'tick'` gathers the events of one turn of the loop into one string and writes it
 * once (marks saved together, an explanation's pieces: a hundred events of a submit are a few
 * writes), rather than a write and a packet each.
 */
export function openEventStream<M>(
  reply: FastifyReply,
  flush: 'each' | 'tick' = 'each',
): EventStream<M> {
  const raw = reply.raw;
  const gone = new AbortController();
  reply.hijack();
  const leave = () => gone.abort(new Error('the client went away'));
  // It may have gone already, while the request was being checked.
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
    // nginx and similar proxies would otherwise hold the events back in a buffer.
    'x-accel-buffering': 'no',
  });
  const live = () => !raw.writableEnded && !raw.destroyed;
  const keepAlive = setInterval(() => {
    if (live()) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  let pending = '';
  const write = () => {
    const chunk = pending;
    pending = '';
    if (chunk && live()) raw.write(chunk);
  };

  return {
    signal: gone.signal,
    send(event, data) {
      if (!live()) return;
      const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      if (flush === 'tick') {
        if (!pending) process.nextTick(write);
        pending += text;
        return;
      }
      raw.write(text);
      // Node holds a response's writes (the headers with the first) until the next tick.
      raw.socket?.uncork();
    },
    end() {
      clearInterval(keepAlive);
      if (!live()) return;
      // What this tick gathered goes with the end, in the same write.
      const chunk = pending;
      pending = '';
      raw.end(chunk || undefined);
    },
  };
}
