import { describe, expect, it } from 'vitest';
import { QuizCoaching, TutorPrompt } from '@kyu/core/contract';
import { makeMarkedAttempt, makeQuizWithQuestions, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { generate } from '../chat/service';
import { sameKinds, subjectOf } from './rules';

const DAY = 24 * 60 * 60 * 1000;

describe('nudges: what counts as the same message', () => {
  it('treats the first-login and the welcome-back greetings as one kind', () => {
    expect(sameKinds('tutor_prompt', TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT)).toEqual([
      TutorPrompt.FIRST_LOGIN_DEFAULT,
      TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT,
    ]);
    expect(sameKinds('tutor_prompt', TutorPrompt.WELLNESS_TIPS)).toEqual([
      TutorPrompt.WELLNESS_TIPS,
    ]);
    expect(sameKinds('quiz_coaching', 1)).toEqual([1]);
  });

  it('makes quiz coaching about the quiz and tutor prompts about the day', () => {
    expect(subjectOf('quiz_coaching')).toBe('quiz');
    expect(subjectOf('tutor_prompt')).toBe('day');
  });
});

describe('nudges: the coach never repeats itself (POST /chat/generate)', () => {
  const t = useTestApp();
  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/chat/generate', headers, payload });
  const thread = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/chat', headers })).json().messages as {
      text: string;
    }[];
  const greet = (type: number) => ({ nudging_group: 'tutor_prompt', nudging_type: type });
  const principalOf = (userId: number) => ({
    sessionId: 0,
    userId,
    userRoleId: 1,
    teacherRoleId: null,
    schoolId: null,
  });

  it('greets a student once a day however many times the coach opens', async () => {
    const { headers } = await signedIn(t.db, { firstName: 'Mia' });
    const first = await post(headers, greet(TutorPrompt.FIRST_LOGIN_DEFAULT));
    expect(first.json().messages).toHaveLength(1);
    for (const visit of [TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT, TutorPrompt.FIRST_LOGIN_DEFAULT]) {
      const again = await post(headers, greet(visit));
      expect(again.statusCode).toBe(200);
      expect(again.json().messages).toEqual([]);
    }
    expect(await thread(headers)).toHaveLength(1);
  });

  it('greets again on the student’s next day', async () => {
    const { user } = await signedIn(t.db, { firstName: 'Ben' });
    const body = { nudging_group: 'tutor_prompt', nudging_type: 3 } as const;
    const today = new Date();
    expect(
      (await generate(t.db, principalOf(user.id), body, Math.random, today)).messages,
    ).toHaveLength(1);
    const later = new Date(today.getTime() + 2 * 60 * 60 * 1000);
    expect((await generate(t.db, principalOf(user.id), body, Math.random, later)).messages).toEqual(
      [],
    );
    const tomorrow = new Date(today.getTime() + DAY);
    expect(
      (await generate(t.db, principalOf(user.id), body, Math.random, tomorrow)).messages,
    ).toHaveLength(1);
  });

  it('asks a survey afresh once its question went unanswered for a week', async () => {
    const { user } = await signedIn(t.db);
    const body = { nudging_group: 'tutor_prompt', nudging_type: 12 } as const;
    const ask = (at: Date) => generate(t.db, principalOf(user.id), body, Math.random, at);
    expect((await ask(new Date())).messages).toHaveLength(1);
    expect((await ask(new Date(Date.now() + 6 * DAY))).messages).toEqual([]);
    expect((await ask(new Date(Date.now() + 8 * DAY))).messages).toHaveLength(1);
  });

  it('counts the day in the student’s own time zone', async () => {
    // 23:30 and 00:30 UTC are 07:30 and 08:30 the same morning in Singapore.
    const { user } = await signedIn(t.db, { timeZone: 'Asia/Singapore' });
    const body = { nudging_group: 'tutor_prompt', nudging_type: 1 } as const;
    const late = new Date('2030-03-01T23:30:00Z');
    const early = new Date('2030-03-02T00:30:00Z');
    expect(
      (await generate(t.db, principalOf(user.id), body, Math.random, late)).messages,
    ).toHaveLength(1);
    expect((await generate(t.db, principalOf(user.id), body, Math.random, early)).messages).toEqual(
      [],
    );
  });

  it('says each tip, idle nudge and survey once a day', async () => {
    const { headers } = await signedIn(t.db);
    for (const type of [
      TutorPrompt.WELLNESS_TIPS,
      TutorPrompt.SUBSEQUENT_LOGIN_IDLE_2MIN,
      TutorPrompt.CONFIDENCE_SURVEY_LOGIN,
    ]) {
      expect((await post(headers, greet(type))).json().messages.length, `kind ${type}`).toBe(1);
      expect((await post(headers, greet(type))).json().messages, `kind ${type}`).toEqual([]);
    }
    expect(await thread(headers)).toHaveLength(3);
  });

  it('says "halfway to your goal" once for a quiz, even when the quiz is reopened', async () => {
    const { user, headers } = await signedIn(t.db, { firstName: 'Aisha' });
    const mid = { nudging_group: 'quiz_coaching', nudging_type: QuizCoaching.TARGETED_GOAL_MID };
    const open = async (quizId: number, questionId: number) =>
      makeMarkedAttempt(t.db, quizId, user.id, [{ questionId, full: true }]);
    const { quiz, questions } = await makeQuizWithQuestions(t.db, 1);
    await open(quiz.id, questions[0]!.id);
    expect((await post(headers, mid)).json().messages).toHaveLength(1);
    await open(quiz.id, questions[0]!.id);
    expect((await post(headers, mid)).json().messages).toEqual([]);

    const other = await makeQuizWithQuestions(t.db, 1);
    await open(other.quiz.id, other.questions[0]!.id);
    expect((await post(headers, mid)).json().messages).toHaveLength(1);
    expect((await thread(headers)).filter((m) => m.text.includes('Aisha'))).toHaveLength(2);
  });

  it('asks no survey again while its question waits for an answer, for a week', async () => {
    const { user, headers } = await signedIn(t.db);
    const body = { nudging_group: 'tutor_prompt', nudging_type: 10 } as const;
    const [asked] = (await generate(t.db, principalOf(user.id), body, Math.random, new Date()))
      .messages;
    expect(asked).toMatchObject({ type: 'survey_question' });
    const tomorrow = new Date(Date.now() + DAY);
    expect(
      (await generate(t.db, principalOf(user.id), body, Math.random, tomorrow)).messages,
    ).toEqual([]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/${asked!.id}/survey-response`,
      headers,
      payload: { response_value: 3 },
    });
    expect(answer.statusCode).toBe(200);
    expect(
      (await generate(t.db, principalOf(user.id), body, Math.random, tomorrow)).messages,
    ).toHaveLength(1);
  });

  it('asks a survey afresh once its question went unanswered for a week', async () => {
    const { user } = await signedIn(t.db);
    const body = { nudging_group: 'tutor_prompt', nudging_type: 12 } as const;
    const ask = (at: Date) => generate(t.db, principalOf(user.id), body, Math.random, at);
    expect((await ask(new Date())).messages).toHaveLength(1);
    expect((await ask(new Date(Date.now() + 6 * DAY))).messages).toEqual([]);
    expect((await ask(new Date(Date.now() + 8 * DAY))).messages).toHaveLength(1);
  });

  it('saves one greeting when two tabs ask at the same moment', async () => {
    const { headers } = await signedIn(t.db);
    const answers = await Promise.all([
      post(headers, greet(TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT)),
      post(headers, greet(TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT)),
    ]);
    expect(answers.map((a) => a.json().messages.length).sort()).toEqual([0, 1]);
    expect(await thread(headers)).toHaveLength(1);
  });
});
