import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { HttpProblem } from '../../lib/problem';
import { openTestDatabase } from '../../test/build-test-app';
import type { SpeechSynthesizer } from '../llm/types';
import { synthesizeCached } from './cache';
import { svoxPico } from './svox-pico';

const signal = () => new AbortController().signal;

/** A logger that keeps what it was told, to see what the synthesizer reports. */
function keptLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    warn: (_: unknown, message: string) => void lines.push({ level: 'warn', message }),
    error: (_: unknown, message: string) => void lines.push({ level: 'error', message }),
  };
}

/** The WAV fields a player reads: format, channels, rate, bits and the data size. */
function readWav(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    wave: wav.toString('ascii', 8, 12),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    bits: wav.readUInt16LE(34),
    dataBytes: wav.readUInt32LE(40),
  };
}

const seconds = (wav: Buffer) => readWav(wav).dataBytes / 32_000;

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the read-aloud succeeded'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpProblem);
      return error as HttpProblem;
    },
  );

describe('offline speech (SVOX Pico on a worker thread)', () => {
  const log = keptLog();
  const pico = svoxPico(log);
  afterAll(() => pico.close?.());

  it('speaks "Hello, I am Kyu" as a 16-bit PCM WAV of about a second or more', async () => {
    const wav = await pico.synthesize('Hello, I am Kyu', signal());
    const header = readWav(wav);
    expect(header).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      format: 1,
      channels: 1,
      sampleRate: 16_000,
      bits: 16,
    });
    expect(header.dataBytes).toBe(wav.length - 44);
    expect(seconds(wav)).toBeGreaterThan(0.8);
    // Real speech, not silence: some samples are loud.
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, header.dataBytes / 2);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(3000);
  });

  it('says a longer text for longer, and takes calls made together', async () => {
    const [short, long] = await Promise.all([
      pico.synthesize('Yes.', signal()),
      pico.synthesize(
        'Photosynthesis is how plants make food from sunlight, water and air. It happens in leaves.',
        signal(),
      ),
    ]);
    expect(long.length).toBeGreaterThan(short.length * 2);
  });

  it('stops when the caller aborts, and the next read-aloud works', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(pico.synthesize('A sentence to skip.', controller.signal)).rejects.toThrow('gone');
    const leaving = new AbortController();
    const long = pico.synthesize('One more sentence to read. '.repeat(40), leaving.signal);
    setTimeout(() => leaving.abort(new Error('closed the tab')), 50);
    await expect(long).rejects.toThrow('closed the tab');
    expect(seconds(await pico.synthesize('Again.', signal()))).toBeGreaterThan(0.3);
  });

  it('reads a 200-digit number aloud, and the next read-aloud works', async () => {
    const number = await pico.synthesize(`The number is ${'1234567890'.repeat(20)}.`, signal());
    // Sixty digits and "and 140 more digits": tens of seconds, not the minutes of all 200.
    expect(seconds(number)).toBeGreaterThan(15);
    expect(seconds(number)).toBeLessThan(60);
    expect(seconds(await pico.synthesize('Hello, I am Kyu.', signal()))).toBeGreaterThan(0.8);
  });

  it('reads a word longer than the engine’s buffer (it used to hang the process), and the next', async () => {
    await pico.synthesize('é'.repeat(130), signal());
    await pico.synthesize(`${'ßü'.repeat(100)}.`, signal());
    expect(seconds(await pico.synthesize('Hello, I am Kyu.', signal()))).toBeGreaterThan(0.8);
  });

  it('answers 20,000 brackets with a 422 naming why, and the next read-aloud works', async () => {
    const problem = await problemOf(pico.synthesize('['.repeat(20_000), signal()));
    expect(problem).toMatchObject({ status: 422, detail: 'This text has no words to read aloud.' });
    expect(seconds(await pico.synthesize('Hello, I am Kyu.', signal()))).toBeGreaterThan(0.8);
  });

  it('reads a long text in part and says so, within its bound of audio', async () => {
    const wav = await pico.synthesize(
      '1-1-1-1-1-1-1-1-1-1 1-1-1-1-1-1-1-1. '.repeat(200),
      signal(),
    );
    expect(seconds(wav)).toBeLessThanOrEqual(200 + 90);
    expect(seconds(wav)).toBeGreaterThan(100);
  });

  it('answers several students at once, each with audio', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `Student ${i + 1} asks about fractions.`);
    const wavs = await Promise.all(texts.map((text) => pico.synthesize(text, signal())));
    for (const wav of wavs) expect(seconds(wav)).toBeGreaterThan(1);
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('answers 503 with Retry-After to those past the queue, and audio to the rest', async () => {
    const texts = Array.from({ length: 60 }, (_, i) => `Reader ${i + 1} is here. Hello.`);
    const outcomes = await Promise.allSettled(texts.map((t) => pico.synthesize(t, signal())));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const problem of refused) {
      expect(problem).toMatchObject({ status: 503, extra: { headers: { 'retry-after': '5' } } });
    }
    for (const o of outcomes)
      if (o.status === 'fulfilled') expect(seconds(o.value)).toBeGreaterThan(1);
    expect(seconds(await pico.synthesize('Hello, I am Kyu.', signal()))).toBeGreaterThan(0.8);
  });
});

describe('speech cache', () => {
  let database: Database;
  const pico = svoxPico(keptLog());
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await pico.close?.();
    await database.close();
  });

  it('synthesizes a text once and then answers the same bytes from the cache', async () => {
    let calls = 0;
    const counting: SpeechSynthesizer = {
      mimeType: pico.mimeType,
      voice: pico.voice,
      synthesize: (text, s) => {
        calls++;
        return pico.synthesize(text, s);
      },
    };
    const app = { db: database.db, speech: counting };
    const first = await synthesizeCached(app, 'Hello, I am Kyu', signal());
    const second = await synthesizeCached(app, 'Hello, I am Kyu', signal());
    expect(calls).toBe(1);
    expect(second.mimeType).toBe('audio/wav');
    expect(Buffer.compare(second.audio, first.audio)).toBe(0);
    expect(second.audio.toString('ascii', 0, 4)).toBe('RIFF');
  });

  it('keys by voice, so another voice synthesizes its own audio', async () => {
    const made: string[] = [];
    const voice = (name: string): SpeechSynthesizer => ({
      mimeType: 'audio/mpeg',
      voice: name,
      synthesize: async (text) => {
        made.push(name);
        return Buffer.from(`${name}:${text}`);
      },
    });
    const a = await synthesizeCached({ db: database.db, speech: voice('a') }, 'Hi', signal());
    const b = await synthesizeCached({ db: database.db, speech: voice('b') }, 'Hi', signal());
    expect(made).toEqual(['a', 'b']);
    expect(a.audio.toString()).toBe('a:Hi');
    expect(b.audio.toString()).toBe('b:Hi');
  });

  it('keeps audio of up to 2 MB byte for byte, and synthesizes longer audio again each time', async () => {
    let made = 0;
    const sized = (bytes: number): SpeechSynthesizer => ({
      mimeType: 'audio/wav',
      voice: `sized-${bytes}`,
      synthesize: async () => {
        made++;
        return Buffer.alloc(bytes, made);
      },
    });
    const kept = { db: database.db, speech: sized(2 * 1024 * 1024) };
    const first = await synthesizeCached(kept, 'A minute of speech', signal());
    const again = await synthesizeCached(kept, 'A minute of speech', signal());
    expect(made).toBe(1);
    expect(Buffer.compare(again.audio, first.audio)).toBe(0);
    const long = { db: database.db, speech: sized(2 * 1024 * 1024 + 1) };
    await synthesizeCached(long, 'Three minutes of speech', signal());
    await synthesizeCached(long, 'Three minutes of speech', signal());
    expect(made).toBe(3);
  });
});
