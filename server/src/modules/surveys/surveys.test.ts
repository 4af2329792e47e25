import { describe, expect, it } from 'vitest';
import { TutorPrompt } from '@kyu/core/contract';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { SURVEYS, SURVEY_OPTIONS } from './catalogue';
import { questionsFor } from './service';

type Message = {
  id: number;
  type: string;
  survey_id: number;
  survey_type: string;
  survey_question_id: number;
  text: string;
  options: { value: number; label: string }[] | null;
};

describe('surveys: catalogue', () => {
  it('has the four surveys of confidence and motivation, at login (5) and after practice (10)', () => {
    expect(SURVEYS.map((s) => [s.id, s.type, s.trigger, s.questions.length])).toEqual([
      [1, 'confidence', 'login', 5],
      [2, 'confidence', 'after_practice', 10],
      [3, 'motivation', 'login', 5],
      [4, 'motivation', 'after_practice', 10],
    ]);
    const ids = SURVEYS.flatMap((s) => s.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(SURVEY_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4]);
  });

  it('picks one question per selected survey with the random source', () => {
    const picked = questionsFor(TutorPrompt.SURVEY_DISPOSITION_OF_LEARNING, () => 0.99);
    expect(picked.map((p) => [p.survey.type, p.question.id])).toEqual([
      ['confidence', 105],
      ['motivation', 305],
    ]);
    expect(
      questionsFor(TutorPrompt.MOTIVATION_SURVEY_AFTER_PRACTICE, () => 0)[0]!.question.id,
    ).toBe(401);
  });
});

describe('surveys: questions and answers in the chat', () => {
  const t = useTestApp();
  const ask = async (headers: Record<string, string>, trigger: number): Promise<Message[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/generate',
      headers,
      payload: { nudging_group: 'tutor_prompt', nudging_type: trigger },
    });
    expect(res.statusCode).toBe(200);
    return res.json().messages;
  };
  const answer = (headers: Record<string, string>, id: number, value: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/${id}/survey-response`,
      headers,
      payload: { response_value: value },
    });

  it.each([
    [TutorPrompt.CONFIDENCE_SURVEY_LOGIN, 1, 'confidence'],
    [TutorPrompt.CONFIDENCE_SURVEY_AFTER_PRACTICE, 2, 'confidence'],
    [TutorPrompt.MOTIVATION_SURVEY_LOGIN, 3, 'motivation'],
    [TutorPrompt.MOTIVATION_SURVEY_AFTER_PRACTICE, 4, 'motivation'],
  ])(
    'trigger %i asks one question of survey %i with its four options',
    async (trigger, surveyId, type) => {
      const { headers } = await signedIn(t.db);
      const messages = await ask(headers, trigger);
      expect(messages).toHaveLength(1);
      const [question] = messages;
      const survey = SURVEYS.find((s) => s.id === surveyId)!;
      expect(question).toMatchObject({
        type: 'survey_question',
        survey_id: surveyId,
        survey_type: type,
      });
      expect(survey.questions.find((q) => q.id === question!.survey_question_id)?.text).toBe(
        question!.text,
      );
      expect(question!.options).toEqual(SURVEY_OPTIONS);
    },
  );

  it('asks one confidence and one motivation question for the disposition of learning', async () => {
    const { headers } = await signedIn(t.db);
    const messages = await ask(headers, TutorPrompt.SURVEY_DISPOSITION_OF_LEARNING);
    expect(messages.map((m) => m.survey_type)).toEqual(['confidence', 'motivation']);
  });

  it('saves an answer as a survey_response that reads as the chosen label', async () => {
    const { headers } = await signedIn(t.db);
    const [question] = await ask(headers, TutorPrompt.CONFIDENCE_SURVEY_LOGIN);
    const res = await answer(headers, question!.id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'survey_response',
      from_user: true,
      text: 'Quite like me',
      response_value: 3,
      survey_id: 1,
      survey_type: 'confidence',
      survey_question_id: question!.survey_question_id,
      options: null,
    });
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/chat', headers })).json();
    expect(history.messages.map((m: Message) => m.type)).toEqual([
      'survey_question',
      'survey_response',
    ]);
  });

  it('answers 409 to a second answer to the same question', async () => {
    const { headers } = await signedIn(t.db);
    const [question] = await ask(headers, TutorPrompt.MOTIVATION_SURVEY_LOGIN);
    const [first, second] = await Promise.all([
      answer(headers, question!.id, 4),
      answer(headers, question!.id, 1),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('answers 404 for a message that is not a survey question or not the user’s', async () => {
    const { headers } = await signedIn(t.db);
    const [nudge] = await ask(headers, TutorPrompt.WELLNESS_TIPS);
    expect((await answer(headers, nudge!.id, 2)).statusCode).toBe(404);
    const [question] = await ask(headers, TutorPrompt.CONFIDENCE_SURVEY_LOGIN);
    const stranger = await signedIn(t.db);
    expect((await answer(stranger.headers, question!.id, 2)).statusCode).toBe(404);
  });

  it('refuses a value outside 1 to 4', async () => {
    const { headers } = await signedIn(t.db);
    const [question] = await ask(headers, TutorPrompt.CONFIDENCE_SURVEY_LOGIN);
    expect((await answer(headers, question!.id, 5)).statusCode).toBe(400);
    expect((await answer(headers, question!.id, '2')).statusCode).toBe(400);
  });
});
