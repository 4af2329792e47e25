/**
 * The baseline of the time-to-first-token bench: the least a relay can do. A bare `node:http`
 * server takes the same request as Kyu's public chat, asks the same upstream the way Kyu does
 * (fetch, a system prompt and the question, streamed), and passes each token on as a `delta`
 * event. No database, no checks: what it adds is the cost of one more hop. It runs as a process
 * of its own, as Kyu does, so that both pay the same for passing work between processes:
 * `node --import tsx bare-proxy.ts <upstream url>` prints its URL once it listens.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const SYSTEM = 'You are a patient coach.';

async function bodyOf(request: IncomingMessage): Promise<{ messages?: unknown[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString()) as { messages?: unknown[] };
}

/** `data:` lines of an OpenAI-compatible stream, as the text of each delta. */
function* deltasOf(lines: string[]): Generator<string> {
  for (const line of lines) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const parsed = JSON.parse(line.slice(6)) as {
      choices?: { delta?: { content?: string } }[];
    };
    const text = parsed.choices?.[0]?.delta?.content;
    if (text) yield text;
  }
}

/** Starts the proxy on a free port of 127.0.0.1 in front of `upstreamUrl` (ending in `/v1`). */
async function startBareProxy(upstreamUrl: string) {
  const server = createServer((request, response) => {
    void (async () => {
      const { messages = [] } = await bodyOf(request);
      const upstream = await fetch(`${upstreamUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'fake',
          stream: true,
          messages: [{ role: 'system', content: SYSTEM }, ...messages],
        }),
      });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const decoder = new TextDecoder();
      let pending = '';
      const reader = upstream.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        pending += decoder.decode(read.value, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const text of deltasOf(lines))
          response.write(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
      }
      response.end('event: done\ndata: {}\n\n');
    })().catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const upstreamUrl = process.argv[2];
if (!upstreamUrl) throw new Error('usage: bare-proxy.ts <upstream url ending in /v1>');
console.log(await startBareProxy(upstreamUrl));
