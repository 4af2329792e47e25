import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../lib/problem';
import { testConfig } from '../../test/build-test-app';
import { createSpeech } from './index';

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

  const speech = () =>
    createSpeech(
      testConfig({ SPEECH_BASE_URL: baseUrl, SPEECH_API_KEY: 'sk-speech', SPEECH_VOICE: 'nova' }),
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
    expect(failure).toMatchObject({ status: 503 });
    expect((failure as HttpProblem).detail).not.toContain('quota');
  });

  it('uses SVOX Pico when no speech service is set', () => {
    expect(createSpeech(testConfig())).toMatchObject({
      mimeType: 'audio/wav',
      voice: 'svox-pico/en-US',
    });
  });
});
