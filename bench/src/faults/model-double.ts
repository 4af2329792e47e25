/**
 * An OpenAI-compatible model server for the fault suite: real HTTP on 127.0.0.1, replies
 * streamed as SSE, and a mode that says how it fails. `answer` streams a short reply (and answers
 * a title or a worksheet's questions, after the generation delay, for a non-streamed request);
 * `unavailable` answers 503 as an overloaded provider does; `hang` sends two tokens and then
 * nothing, keeping the connection open until the caller gives up. Each Kyu instance is given its
 * own base URL (`/<tag>/v1`), so the double can tell which instance is asking.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelMode = 'answer' | 'unavailable' | 'hang';

interface Asked {
  tag: string;
  kind: 'chat' | 'title' | 'generation';
  at: number;
}

interface Body {
  stream?: boolean;
  messages?: { role: string; content: string }[];
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const REPLY = ['A fraction ', 'is a part ', 'of a whole: ', 'one half ', 'is 1/2.'];

let made = 0;
/** `count` questions whose answers the document gives, as the generator asks for them. */
function questionsJson(count: number) {
  const questions = Array.from({ length: count }, () => {
    made++;
    return {
      text: `Question ${made}: how long is the Nile, in kilometres?`,
      answer: '6650',
      explanation: 'The notes say the Nile is about 6650 kilometres long.',
    };
  });
  return JSON.stringify({ questions });
}

function completion(res: ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

export async function startModelDouble() {
  let mode: ModelMode = 'answer';
  let generationDelayMs = 0;
  const asked: Asked[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Body;
      const tag = req.url?.split('/')[1] ?? '';
      const system = body.messages?.[0]?.content ?? '';
      const kind =
        body.stream !== false
          ? 'chat'
          : system.startsWith('You write worksheet questions')
            ? 'generation'
            : 'title';
      asked.push({ tag, kind, at: Date.now() });
      if (mode === 'unavailable') {
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
        return void res.end(JSON.stringify({ error: { message: 'The server is overloaded.' } }));
      }
      if (kind === 'title') return completion(res, 'Fractions');
      if (kind === 'generation') {
        const count = Number(/Write (\d+) questions/.exec(body.messages?.[1]?.content ?? '')?.[1]);
        const timer = setTimeout(
          () => completion(res, questionsJson(count || 1)),
          generationDelayMs,
        );
        return void res.on('close', () => clearTimeout(timer));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (mode === 'hang') {
        res.write(REPLY.slice(0, 2).map(chunk).join(''));
        hanging.add(res);
        return void res.on('close', () => hanging.delete(res));
      }
      res.write(REPLY.map(chunk).join(''));
      res.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL (LLM_BASE_URL) for the instance called `tag`. */
    urlFor: (tag: string) => `http://127.0.0.1:${port}/${tag}/v1`,
    /** The reply every request after this gets. */
    setMode: (next: ModelMode) => void (mode = next),
    /** How long a worksheet's questions take from now on. */
    setGenerationDelay: (ms: number) => void (generationDelayMs = ms),
    asked,
    /** Requests left hanging and still open. */
    hangingNow: () => hanging.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ModelDouble = Awaited<ReturnType<typeof startModelDouble>>;
