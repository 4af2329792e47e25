import { describe, expect, it } from 'vitest';
import { makeChatMessage } from '@kyu/test-support/data';
import {
  CONTEXT_TURNS,
  conversation,
  nextSurvey,
  pageCount,
  prependOlder,
  surveyAnswer,
  toggledFlags,
  turnsFor,
  withNewestPage,
} from './model';

describe('chat model', () => {
  it('counts pages as total over size, rounded up', () => {
    expect([0, 1, 20, 21, 40, 41].map((n) => pageCount(n))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(pageCount(10, 3)).toBe(4);
  });

  it('puts an older page first and drops messages already shown', () => {
    const [a, b, c] = [makeChatMessage(), makeChatMessage(), makeChatMessage()];
    expect(prependOlder([b, c], [a, b]).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
  });

  it("takes the server's flags when it answers them", () => {
    const message = makeChatMessage({ liked: false });
    const answer = { id: message.id, liked: true, disliked: false, bookmarked: true };
    expect(toggledFlags(message, 'liked', answer)).toEqual({
      liked: true,
      disliked: false,
      bookmarked: true,
    });
  });

  it('flips the flag itself when the answer has none, and a like clears a dislike', () => {
    const message = makeChatMessage({ disliked: true });
    expect(toggledFlags(message, 'liked', undefined)).toEqual({
      liked: true,
      disliked: false,
      bookmarked: false,
    });
    expect(toggledFlags(message, 'bookmarked', null).bookmarked).toBe(true);
  });

  it('sends recent plain turns and the new question, leaving surveys out', () => {
    const history = [
      makeChatMessage({ from_user: true, text: 'Hi' }),
      makeChatMessage({ text: 'Hello!' }),
      makeChatMessage({ type: 'survey_question', text: 'How sure are you?' }),
    ];
    expect(turnsFor(history, 'What is a fraction?')).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'What is a fraction?' },
    ]);
  });

  it('keeps at most the last 20 earlier turns', () => {
    const history = Array.from({ length: 30 }, (_, i) => makeChatMessage({ text: `m${i}` }));
    const turns = turnsFor(history, 'next');
    expect(turns).toHaveLength(CONTEXT_TURNS + 1);
    expect(turns[0]?.content).toBe('m10');
  });

  it('finds the answer to a survey question in a later response', () => {
    const asked = makeChatMessage({ type: 'survey_question', survey_question_id: 101 });
    const other = makeChatMessage({ type: 'survey_question', survey_question_id: 102 });
    const answer = makeChatMessage({
      type: 'survey_response',
      survey_question_id: 101,
      response_value: 2,
    });
    expect(surveyAnswer([asked, other, answer], asked)).toBe(2);
    expect(surveyAnswer([asked, other, answer], other)).toBeNull();
    expect(surveyAnswer([], { ...other, response_value: 4 })).toBe(4);
  });

  it('keeps what arrived while the newest page was loading', () => {
    const [a, b, nudge] = [makeChatMessage(), makeChatMessage(), makeChatMessage()];
    expect(withNewestPage([nudge], [a, b]).map((m) => m.id)).toEqual([a.id, b.id, nudge.id]);
    expect(withNewestPage([a], [a, b]).map((m) => m.id)).toEqual([a.id, b.id]);
  });

  it('puts the first survey offered that is still unanswered, one at a time', () => {
    const first = makeChatMessage({ type: 'survey_question', survey_question_id: 101 });
    const second = makeChatMessage({ type: 'survey_question', survey_question_id: 301 });
    const reply = makeChatMessage();
    const answered = makeChatMessage({
      type: 'survey_response',
      survey_question_id: 101,
      response_value: 3,
    });
    const offered = [first.id, second.id];
    expect(nextSurvey(offered, [first, second, reply])).toBe(first);
    expect(nextSurvey(offered, [first, second, reply, answered])).toBe(second);
    expect(nextSurvey([second.id, first.id], [first, second])).toBe(second);
    expect(nextSurvey([reply.id, 999], [first, second, reply])).toBeNull();
  });

  it('reads a survey question where it was answered, and leaves unanswered ones out', () => {
    const asked = makeChatMessage({ type: 'survey_question', survey_question_id: 101 });
    const waiting = makeChatMessage({ type: 'survey_question', survey_question_id: 301 });
    const reply = makeChatMessage();
    const answer = makeChatMessage({ type: 'survey_response', survey_question_id: 101 });
    expect(conversation([asked, waiting, reply, answer])).toEqual([reply, asked, answer]);
    expect(conversation([waiting, reply])).toEqual([reply]);
  });
});
