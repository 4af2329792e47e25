import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to the next request. */
export interface Script {
  /** Streamed as SSE chunks, one `choices[0].delta.content` each. */
  tokens?: string[];
  /** An HTTP error instead of a stream, with this body. */
  status?: number;
  body?: string;
  /** Destroy the socket after this many tokens, mid-stream. */
  cutAfter?: number;
  /** Go silent after this many tokens, keeping the connection open. */
  stallAfter?: number;
  /** Send `[DONE]` at the end (default true). */
  done?: boolean;
  /** Send this text as the whole SSE body instead of tokens. */
  raw?: string;
  /** Close the connection before answering a byte. */
  reset?: boolean;
  /** For a non-streamed request (a title), the reply's content. */
  content?: string;
}

export interface SeenRequest {
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  headers: IncomingMessage['headers'];
  /** Resolves when the client's connection for this request closes. */
  closed: Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

function answer(script: Script, stream: boolean, res: ServerResponse) {
  if (script.reset) return void res.socket?.destroy();
  if (script.status) {
    res.writeHead(script.status, { 'content-type': 'application/json' });
    return void res.end(script.body ?? JSON.stringify({ error: { message: 'upstream failed' } }));
  }
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    const message = { role: 'assistant', content: script.content ?? 'A title' };
    return void res.end(
      JSON.stringify({ choices: [{ index: 0, message, finish_reason: 'stop' }] }),
    );
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (script.raw !== undefined) return void res.end(script.raw);
  const tokens = script.tokens ?? ['Hello', ' there'];
  const sent = tokens.slice(0, script.cutAfter ?? script.stallAfter ?? tokens.length);
  // Cut only once the tokens before the cut are flushed, so the client sees them first.
  res.write(sent.map(chunk).join(''), () => {
    if (script.cutAfter !== undefined) res.socket?.destroy();
  });
  if (script.cutAfter !== undefined || script.stallAfter !== undefined) return;
  res.write(
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
  );
  if (script.done !== false) res.write('data: [DONE]\n\n');
  res.end();
}

/**
 * An OpenAI-compatible chat server for tests and benchmarks: real HTTP on 127.0.0.1, real SSE,
 * answering each request with the next queued script (or two tokens when none is queued).
 */
export async function startFakeOpenAi(port = 0) {
  const queue: Script[] = [];
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as SeenRequest['body']) : {};
      const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
      requests.push({ body, headers: req.headers, closed });
      answer(queue.shift() ?? {}, body.stream !== false, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    port: address.port,
    requests,
    /** Queues what the next requests get, in order. */
    script: (...scripts: Script[]) => void queue.push(...scripts),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
