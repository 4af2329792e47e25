import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/build-test-app';
import type { SpeechSynthesizer } from '../llm/types';
import { synthesizeCached } from './cache';
import { speakable, svoxPico } from './svox-pico';

const signal = () => new AbortController().signal;

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

describe('offline speech (SVOX Pico)', () => {
  const pico = svoxPico();

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
    expect(header.dataBytes / 32_000).toBeGreaterThan(0.8);
    // Real speech, not silence: some samples are loud.
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, header.dataBytes / 2);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(3000);
  });

  it('says a longer text for longer, and queues calls made together', async () => {
    const [short, long] = await Promise.all([
      pico.synthesize('Yes.', signal()),
      pico.synthesize(
        'Photosynthesis is how plants make food from sunlight, water and air.',
        signal(),
      ),
    ]);
    expect(long.length).toBeGreaterThan(short.length * 2);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(pico.synthesize('A sentence to skip.', controller.signal)).rejects.toThrow('gone');
    // The engine is still usable afterwards.
    expect((await pico.synthesize('Again.', signal())).length).toBeGreaterThan(44);
  });

  it('leaves markdown marks and link addresses unspoken', () => {
    expect(speakable('**Sources:** [Fractions](https://x.example/f) _notes_\n> quoted')).toBe(
      'Sources: Fractions notes quoted',
    );
  });
});

describe('speech cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('synthesizes a text once and then answers the same bytes from the cache', async () => {
    const pico = svoxPico();
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
});
