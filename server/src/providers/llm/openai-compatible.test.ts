import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '@kyu/test-support/fakes/model-server';
import { freePort } from '@kyu/test-support/net';
import { ModelError } from './model-error';
import { messagesFor, openAiCompatible, type OpenAiCompatibleOptions } from './openai-compatible';
import type { ModelRequest } from './types';

const request: ModelRequest = {
  system: 'You are Kyu, a Socratic tutor.',
  turns: [{ role: 'user', content: 'What is a fraction?' }],
  passages: [
    {
      documentId: 4,
      title: 'Fractions: notes for P5',
      content: 'A fraction names part of a whole.',
      rank: 1,
    },
  ],
  duringAssessment: false,
  studentName: 'Sam',
};

/** Every token until the stream ends, or the error it ended with. */
async function run(
  model: ReturnType<typeof openAiCompatible>,
  signal = new AbortController().signal,
) {
  const tokens: string[] = [];
  try {
    for await (const token of model.reply(request, signal)) tokens.push(token);
    return { tokens, error: null };
  } catch (error) {
    return { tokens, error };
  }
}

/**
 * The first `count` tokens of a reply, then how the reply ends once `ms` pass with no token,
 * on fake timers: the stall and whole-reply timeouts fire when the test says, not when a busy
 * machine happens to be slow.
 */
async function silentFor(model: ReturnType<typeof openAiCompatible>, count: number, ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const stream = model.reply(request, new AbortController().signal)[Symbol.asyncIterator]();
  const tokens: string[] = [];
  while (tokens.length < count) {
    const next = await stream.next();
    if (next.done) break;
    tokens.push(next.value);
  }
  const end = stream.next().then(
    () => null,
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(ms);
  return { tokens, error: await end };
}

describe('OpenAI-compatible model', () => {
  it('gives the model a practice question with its topic before its explanation', () => {
    const [system] = messagesFor({
      ...request,
      passages: [
        {
          documentId: null,
          title: 'Primary 5 Mathematics question bank',
          topic: 'Area',
          question: 'A rectangle is 12 cm by 7 cm. What is its area?',
          content: 'Area = length × width.',
          rank: 1,
        },
      ],
    });
    expect(system!.content).toContain(
      '[1] Primary 5 Mathematics question bank (Area)\nPractice question: A rectangle is 12 cm by 7 cm. What is its area?\nArea = length × width.',
    );
  });

  let fake: FakeOpenAi;
  let model: ReturnType<typeof openAiCompatible>;
  const options = (overrides: Partial<OpenAiCompatibleOptions> = {}): OpenAiCompatibleOptions => ({
    baseUrl: fake.url,
    apiKey: 'sk-test',
    model: 'tutor-1',
    timeoutMs: 5_000,
    // Generous, so a loaded machine never mistakes a slow token for a stall; the stall test
    // makes its own model with a short one.
    stallTimeoutMs: 5_000,
    retryDelayMs: 50,
    ...overrides,
  });
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    model = openAiCompatible(options());
  });
  afterAll(() => fake.close());
  afterEach(() => void vi.useRealTimers());

  it('streams the scripted tokens in order', async () => {
    fake.script({ tokens: ['What', ' do', ' you', ' think', '?'] });
    const { tokens, error } = await run(model);
    expect(error).toBeNull();
    expect(tokens).toEqual(['What', ' do', ' you', ' think', '?']);
  });

  it('sends the model, the key, the coach prompt with numbered notes, and the turns', async () => {
    fake.script({});
    await run(model);
    const seen = fake.requests.at(-1)!;
    expect(seen.headers.authorization).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({ model: 'tutor-1', stream: true });
    const [system, ...turns] = seen.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('You are Kyu, a Socratic tutor.');
    expect(system!.content).toContain(
      '[1] Fractions: notes for P5\nA fraction names part of a whole.',
    );
    expect(system!.content).toContain('first name is Sam');
    expect(turns).toEqual([{ role: 'user', content: 'What is a fraction?' }]);
  });

  it('sends no Authorization header without a key, as Ollama expects', async () => {
    fake.script({});
    await run(openAiCompatible(options({ apiKey: null })));
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('throws a ModelError with the upstream message for an HTTP 500, without asking again', async () => {
    const before = fake.requests.length;
    fake.script({ status: 500, body: JSON.stringify({ error: { message: 'GPU on fire' } }) });
    const { error } = await run(model);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toMatch(/can't be reached/);
    expect((error as ModelError).detail).toBe('HTTP 500 from the model service: GPU on fire');
    expect(fake.requests.length - before).toBe(1);
  });

  it('throws a ModelError saying the reply was cut off when the stream is cut, after the tokens before the cut', async () => {
    fake.script({ tokens: ['One', ' two', ' three', ' four'], cutAfter: 2 });
    const { tokens, error } = await run(model);
    expect(tokens).toEqual(['One', ' two']);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).message).toMatch(/cut off/);
  });

  it('throws a ModelError when the stream ends cleanly but without [DONE] or a finish', async () => {
    fake.script({
      raw: `data: ${JSON.stringify({ choices: [{ delta: { content: 'Half' } }] })}\n\n`,
    });
    const { tokens, error } = await run(model);
    expect(tokens).toEqual(['Half']);
    expect((error as ModelError).detail).toBe('the stream ended before [DONE]');
  });

  it('throws a ModelError for a stream event that is not JSON', async () => {
    fake.script({ raw: 'data: {not json\n\n' });
    const { error } = await run(model);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).detail).toMatch(/not JSON/);
  });

  it('throws a ModelError once the stream goes the stall timeout without a token', async () => {
    fake.script({ tokens: ['Thinking', '...', 'never'], stallAfter: 2 });
    const stalling = openAiCompatible(options({ stallTimeoutMs: 300 }));
    const { tokens, error } = await silentFor(stalling, 2, 300);
    expect(tokens).toEqual(['Thinking', '...']);
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).detail).toBe('no token for 300 ms');
  });

  it('gives up at the whole-reply timeout even while tokens keep coming', async () => {
    fake.script({ tokens: ['a'], stallAfter: 1 });
    const slow = openAiCompatible(options({ timeoutMs: 200 }));
    const { tokens, error } = await silentFor(slow, 1, 200);
    expect(tokens).toEqual(['a']);
    expect((error as ModelError).detail).toBe('no complete reply within 200 ms');
  });

  it('aborts the upstream request when the caller goes away, and ends without an error', async () => {
    fake.script({ tokens: ['Still', ' going', ' on'], stallAfter: 2 });
    const controller = new AbortController();
    const slow = openAiCompatible(options());
    const before = fake.requests.length;
    const tokens: string[] = [];
    for await (const token of slow.reply(request, controller.signal)) {
      tokens.push(token);
      if (tokens.length === 2) controller.abort();
    }
    expect(tokens).toEqual(['Still', ' going']);
    await fake.requests[before]!.closed;
  });

  it('closes the upstream request when the caller stops reading early', async () => {
    fake.script({ tokens: ['One', ' two'], stallAfter: 2 });
    const before = fake.requests.length;
    for await (const token of openAiCompatible(options()).reply(
      request,
      new AbortController().signal,
    )) {
      if (token === ' two') break;
    }
    await fake.requests[before]!.closed;
  });

  it('retries a refused connection, and streams once the server is up', async () => {
    const port = await freePort();
    const late = openAiCompatible(
      options({ baseUrl: `http://127.0.0.1:${port}/v1`, retryDelayMs: 200 }),
    );
    const reply = run(late);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const upLater = await startFakeOpenAi(port);
    upLater.script({ tokens: ['Back', ' again'] });
    const { tokens, error } = await reply;
    await upLater.close();
    expect(error).toBeNull();
    expect(tokens).toEqual(['Back', ' again']);
    expect(upLater.requests).toHaveLength(1);
  });

  it('retries a connection reset before any byte, but not an HTTP error', async () => {
    const before = fake.requests.length;
    fake.script({ reset: true }, { tokens: ['Fine'] });
    expect((await run(model)).tokens).toEqual(['Fine']);
    expect(fake.requests.length - before).toBe(2);

    fake.script({ status: 503 });
    expect((await run(model)).error).toBeInstanceOf(ModelError);
    expect(fake.requests.length - before).toBe(3);
  });

  it('gives up after two retries when nothing listens', async () => {
    const port = await freePort();
    const nowhere = openAiCompatible(options({ baseUrl: `http://127.0.0.1:${port}/v1` }));
    const { error } = await run(nowhere);
    expect((error as ModelError).message).toMatch(/can't be reached/);
    expect((error as ModelError).detail).toMatch(/could not connect/);
  });

  it('asks the model for a title, and falls back to the question words when that fails', async () => {
    const signal = new AbortController().signal;
    fake.script({ content: '"Understanding Fractions"' });
    expect(await model.title('What is a fraction?', signal)).toBe('Understanding Fractions');
    expect(fake.requests.at(-1)!.body.stream).toBe(false);
    fake.script({ status: 500 });
    expect(await model.title('How do plants make food?', signal)).toBe('Plants Make Food');
  });
});
