import { describe, expect, it } from 'vitest';
import { makeCourse, makeQuestion, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('questions: GET /questions/{id}/audio read by SVOX Pico, with hostile texts', () => {
  const t = useTestApp();

  const audioOf = async (text: string, options?: []) => {
    const course = await makeCourse(t.db);
    const question = await makeQuestion(t.db, course.id, { text, ...(options && { options }) });
    const student = await signedIn(t.db, { userRoleId: 1 });
    return t.app.inject({
      method: 'GET',
      url: `/api/v1/questions/${question.id}/audio`,
      headers: student.headers,
    });
  };

  /** The question's audio URL answers, and what it serves is WAV audio. */
  async function expectAudio(res: Awaited<ReturnType<typeof audioOf>>) {
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().audio_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.length).toBeGreaterThan(16_000);
  }

  it('answers a question of 20,000 brackets with a 422 problem, and the next question’s audio works', async () => {
    const res = await audioOf('['.repeat(20_000), []);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      type: 'https://kyu.dev/problems/nothing-to-read',
      detail: 'This text has no words to read aloud.',
    });
    await expectAudio(await audioOf('What is three quarters of twelve?'));
  });

  it('reads the options of a question of 20,000 brackets', async () => {
    await expectAudio(await audioOf('['.repeat(20_000)));
  });

  it('reads a question of a 200-digit number and markdown, and the next question’s audio works', async () => {
    await expectAudio(await audioOf(`**Round** ${'1234567890'.repeat(20)} [to ten](x.png).`));
    await expectAudio(await audioOf('Which fraction is larger?'));
  });
});
