import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import { testConfig } from '../../test/build-test-app';
import { createSpeech } from './index';

const signal = () => new AbortController().signal;

describe('OpenAI-compatible speech', () => {
  const seen: { body: Record<string, unknown>; headers: IncomingMessage['headers'] }[] = [];
  let status = 200;
  let baseUrl: string;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      seen.push({ body: JSON.parse(raw), headers: req.headers });
      res.writeHead(status, { 'content-type': status === 200 ? 'audio/mpeg' : 'application/json' });
      res.end(status === 200 ? Buffer.from('ID3-fake-mp3') : '{"error":{"message":"quota"}}');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const log = { warn: () => undefined, error: () => undefined };
  const speech = () =>
    createSpeech(
      testConfig({ SPEECH_BASE_URL: baseUrl, SPEECH_API_KEY: 'sk-speech', SPEECH_VOICE: 'nova' }),
      log,
    );

  it('posts the text, model, voice and format, and answers the audio bytes', async () => {
    const synthesizer = speech();
    expect(synthesizer).toMatchObject({ mimeType: 'audio/mpeg', voice: 'openai/tts-1/nova/mp3' });
    const audio = await synthesizer.synthesize('Hello, I am Kyu', new AbortController().signal);
    expect(audio.toString()).toBe('ID3-fake-mp3');
    expect(seen.at(-1)).toMatchObject({
      body: { model: 'tts-1', input: 'Hello, I am Kyu', voice: 'nova', response_format: 'mp3' },
      headers: { authorization: 'Bearer sk-speech' },
    });
  });

  it('answers a 503 problem, without the upstream words, when the service fails', async () => {
    status = 500;
    const failure = await speech()
      .synthesize('Hello', new AbortController().signal)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpProblem);
    expect(failure).toMatchObject({ status: 503, extra: { headers: { 'retry-after': '5' } } });
    expect((failure as HttpProblem).detail).not.toContain('quota');
    status = 200;
  });

  it('sends the text bounded as the offline voice reads it: no marks, numbers in threes, cut', async () => {
    const synthesizer = speech();
    const said = () => seen.at(-1)!.body.input as string;
    await synthesizer.synthesize(`**Say** ${'1234567890'.repeat(20)} [[[[[[`, signal());
    expect(said()).toMatch(/^Say 1 2 3, 4 5 6, .*, and 140 more digits$/);
    await synthesizer.synthesize('A sentence of some length. '.repeat(400), signal());
    expect(said().length).toBeLessThan(3_100);
    expect(said()).toMatch(/too long to read aloud; please read it on the screen\.$/);
  });

  it('refuses a text with nothing to say without calling the service', async () => {
    const calls = seen.length;
    const failure = await speech()
      .synthesize('['.repeat(20_000), signal())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, detail: 'This text has no words to read aloud.' });
    expect(seen).toHaveLength(calls);
  });

  it('uses SVOX Pico when no speech service is set', async () => {
    const pico = createSpeech(testConfig(), log);
    expect(pico).toMatchObject({ mimeType: 'audio/wav', voice: 'svox-pico/en-US' });
    await pico.close?.();
  });
});
