import { describe, expect, it } from 'vitest';
import { QuizCoaching, TutorPrompt } from '@kyu/core/contract';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { generate } from '../chat/service';
import { nudgeText } from './service';
import { QUIZ_COACHING_TEXTS, TUTOR_PROMPT_TEXTS } from './texts';

const SURVEY_TRIGGERS = [7, 10, 11, 12, 13];

describe('nudges: texts', () => {
  it('has at least three texts with the name placeholder for every nudge kind', () => {
    const tutorKinds = Object.values(TutorPrompt).filter((id) => !SURVEY_TRIGGERS.includes(id));
    for (const id of tutorKinds) {
      expect(TUTOR_PROMPT_TEXTS[id]?.length, `tutor prompt ${id}`).toBeGreaterThanOrEqual(3);
    }
    for (const id of Object.values(QuizCoaching)) {
      expect(QUIZ_COACHING_TEXTS[id]?.length, `quiz coaching ${id}`).toBeGreaterThanOrEqual(3);
    }
    for (const text of [
      ...Object.values(TUTOR_PROMPT_TEXTS),
      ...Object.values(QUIZ_COACHING_TEXTS),
    ].flat()) {
      expect(text).toContain('{name}');
    }
  });

  it('fills in the first name of the text the random source picks', () => {
    const texts = QUIZ_COACHING_TEXTS[QuizCoaching.STREAK_3_IN_A_ROW]!;
    const last = nudgeText('quiz_coaching', QuizCoaching.STREAK_3_IN_A_ROW, 'Mia', () => 0.99);
    expect(last).toBe(texts[texts.length - 1]!.replaceAll('{name}', 'Mia'));
    const first = nudgeText('quiz_coaching', QuizCoaching.STREAK_3_IN_A_ROW, 'Mia', () => 0);
    expect(first).toBe(texts[0]!.replaceAll('{name}', 'Mia'));
  });

  it('calls a student without a first name "friend"', () => {
    expect(nudgeText('tutor_prompt', TutorPrompt.WELLNESS_TIPS, ' ', () => 0)).toContain('friend');
  });
});

describe('nudges: POST /chat/generate', () => {
  const t = useTestApp();
  const post = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/chat/generate', headers, payload });

  it('saves a tutor prompt nudge in the student’s thread, with their name', async () => {
    const { headers } = await signedIn(t.db, { firstName: 'Aisha' });
    const res = await post(headers, { nudging_group: 'tutor_prompt', nudging_type: 1 });
    expect(res.statusCode).toBe(200);
    const [nudge] = res.json().messages;
    const expected = TUTOR_PROMPT_TEXTS[1]!.map((s) => s.replaceAll('{name}', 'Aisha'));
    expect(expected).toContain(nudge.text);
    expect(nudge).toMatchObject({
      type: 'nudge',
      from_user: false,
      options: null,
      incomplete: false,
    });

    const history = await t.app.inject({ method: 'GET', url: '/api/v1/chat', headers });
    expect(history.json().messages).toEqual([nudge]);
  });

  it('answers a quiz coaching nudge for each of the 18 kinds', async () => {
    const { headers } = await signedIn(t.db, { firstName: 'Ben' });
    for (let kind = 1; kind <= 18; kind++) {
      const res = await post(headers, {
        nudging_group: 'quiz_coaching',
        nudging_type: kind,
        latest_question_correct: true,
      });
      expect(res.statusCode, `kind ${kind}`).toBe(200);
      expect(res.json().messages[0].text).toContain('Ben');
    }
  });

  it('picks the text the random source chooses', async () => {
    const { user, headers: _h } = await signedIn(t.db, { firstName: 'Chen' });
    const principal = {
      sessionId: 0,
      userId: user.id,
      userRoleId: 1,
      teacherRoleId: null,
      schoolId: null,
    };
    const body = {
      nudging_group: 'tutor_prompt',
      nudging_type: TutorPrompt.MOTIVATIONAL_TIPS,
    } as const;
    const second = await generate(t.db, principal, body, () => 0.5, new Date());
    expect(second.messages[0]!.text).toBe(
      TUTOR_PROMPT_TEXTS[TutorPrompt.MOTIVATIONAL_TIPS]![1]!.replaceAll('{name}', 'Chen'),
    );
  });

  it('refuses a tutor prompt past 13 and a kind under 1', async () => {
    const { headers } = await signedIn(t.db);
    const past = await post(headers, { nudging_group: 'tutor_prompt', nudging_type: 14 });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('nudging_type');
    expect(
      (await post(headers, { nudging_group: 'quiz_coaching', nudging_type: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await post(headers, { nudging_group: 'quiz_coaching', nudging_type: 19 })).statusCode,
    ).toBe(400);
    expect((await post(headers, { nudging_group: 'other', nudging_type: 1 })).statusCode).toBe(400);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/generate',
      payload: { nudging_group: 'tutor_prompt', nudging_type: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
