import { describe, expect, it } from 'vitest';
import type { SpeechSynthesizer } from '../../providers/llm/types';
import { makeMessages, makeThread, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

/** A synthesizer that "speaks" by spelling the text into the bytes, and counts its work. */
function fakeSpeech() {
  const spoken: string[] = [];
  const speech: SpeechSynthesizer = {
    mimeType: 'audio/wav',
    voice: 'test/voice',
    async synthesize(text) {
      spoken.push(text);
      return Buffer.from(`RIFF:${text}`);
    },
  };
  return Object.assign(speech, { spoken });
}

describe('chat: POST /chat/{id}/speech', () => {
  const speech = fakeSpeech();
  const t = useTestApp({ speech });

  const speak = (headers: Record<string, string>, id: number, text: unknown, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/${id}/speech${query}`,
      headers,
      payload: { text },
    });

  it('answers the audio of the text in the synthesizer’s format, made once per text', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [, reply] = await makeMessages(t.db, thread.id, ['q', 'Fractions are parts of a whole.']);

    const res = await speak(headers, reply!.id, 'Fractions are parts of a whole.', '?is_quiz=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.toString()).toBe('RIFF:Fractions are parts of a whole.');

    const again = await speak(headers, reply!.id, 'Fractions are parts of a whole.');
    expect(again.rawPayload.toString()).toBe('RIFF:Fractions are parts of a whole.');
    expect(speech.spoken.filter((s) => s === 'Fractions are parts of a whole.')).toHaveLength(1);
  });

  it('answers 404 for a message that is not the user’s', async () => {
    const other = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: other.user.id });
    const [question] = await makeMessages(t.db, thread.id, ['theirs']);
    const { headers } = await signedIn(t.db);
    const res = await speak(headers, question!.id, 'theirs');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses empty text and needs sign-in', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [question] = await makeMessages(t.db, thread.id, ['mine']);
    expect((await speak(headers, question!.id, '')).statusCode).toBe(400);
    expect((await speak({}, question!.id, 'mine')).statusCode).toBe(401);
  });

  it('reads only the words of the message, with or without its markdown', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [, reply] = await makeMessages(t.db, thread.id, [
      'q',
      'A fraction is **part** of a _whole_. Try [this](https://example.com).',
    ]);
    expect((await speak(headers, reply!.id, 'A fraction is part of a whole.')).statusCode).toBe(
      200,
    );
    const other = await speak(headers, reply!.id, 'Buy cheap watches now');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ errors: { text: ['is not part of this message'] } });
    expect(speech.spoken).not.toContain('Buy cheap watches now');
  });
});

describe('chat: POST /chat/{id}/speech read by SVOX Pico, with hostile messages', () => {
  const t = useTestApp();

  const speak = (headers: Record<string, string>, id: number, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/${id}/speech`,
      headers,
      payload: { text },
    });

  /** A student with one message of their own holding `text`, ready to have it read. */
  async function studentWith(text: string) {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [message] = await makeMessages(t.db, thread.id, [text]);
    return { headers, id: message!.id, text };
  }

  const expectAudio = (res: Awaited<ReturnType<typeof speak>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
    expect(res.rawPayload.length).toBeGreaterThan(16_000);
  };

  it('reads a 200-digit number aloud, and every read-aloud after it works', async () => {
    const number = await studentWith(`What is ${'1234567890'.repeat(20)} times two?`);
    expectAudio(await speak(number.headers, number.id, number.text));
    const next = await studentWith('Fractions are parts of a whole.');
    expectAudio(await speak(next.headers, next.id, next.text));
  });

  it('reads a word that used to hang the server, and the next read-aloud works', async () => {
    const word = await studentWith(`${'é'.repeat(130)} ok`);
    expectAudio(await speak(word.headers, word.id, word.text));
    const next = await studentWith('A second sentence after it.');
    expectAudio(await speak(next.headers, next.id, next.text));
  });

  it('answers students reading at once with audio, or 503 with Retry-After past the queue', async () => {
    const students = await Promise.all(
      Array.from({ length: 40 }, (_, i) => studentWith(`Student ${i} asks about decimals.`)),
    );
    const answers = await Promise.all(students.map((s) => speak(s.headers, s.id, s.text)));
    for (const res of answers) {
      if (res.statusCode === 200) expectAudio(res);
      else {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    const next = await studentWith('Decimals are fractions of ten.');
    expectAudio(await speak(next.headers, next.id, next.text));
  });
});
