import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { fakeRetriever, scriptedModel } from './test-doubles';
import { chatForm, turns } from './test-stream';

/** Polls until `check` answers something, as the server saves after the client has left. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('chat: a client that goes away mid-answer', () => {
  const model = scriptedModel();
  const t = useTestApp({ chatModel: model, retrieve: fakeRetriever() });
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  });
  // fetch keeps a spare connection open that never sends a request, and closing the server
  // would wait for it until the headers timeout; this runs before useTestApp closes the app.
  afterAll(() => t.app.server.closeAllConnections());

  /** Reads the stream until `text` has arrived, then hangs up. */
  async function readUntil(response: Response, text: string, abort: AbortController) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let body = '';
    while (!body.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      body += decoder.decode(value, { stream: true });
    }
    abort.abort();
    return body;
  }

  it('stops the model and saves what arrived as incomplete', async () => {
    model.script = { tokens: ['The first ', 'part'], stall: true };
    const { headers } = await signedIn(t.db);
    const form = chatForm({ messages: turns('Tell me a long story') });
    const abort = new AbortController();
    const modelSignal = model.tokensSent;
    const response = await fetch(`${base}/chat/stream`, {
      method: 'POST',
      headers: { ...headers, ...form.headers },
      body: form.payload,
      signal: abort.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const body = await readUntil(response, '"part"', abort);
    const threadId = Number(/"thread_id":(\d+)/.exec(body)![1]);

    const signal = await modelSignal;
    await eventually(async () => (signal.aborted ? true : undefined));
    const reply = await eventually(async () => {
      const [, saved] = await t.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId))
        .orderBy(chatMessages.id);
      return saved;
    });
    expect(reply).toMatchObject({ fromUser: false, text: 'The first part', incomplete: true });
  });
});
