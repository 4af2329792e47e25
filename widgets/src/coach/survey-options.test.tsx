import { $chatMessages, offerSurveys } from '@kyu/core/chat';
import type { ChatMessage } from '@kyu/core/contract';
import { StorageKey } from '@kyu/core/storage';
import { makeChatMessage } from '@kyu/test-support/data';
import { call, json, mockFetch } from '@kyu/test-support/fetch';
import { sseStream } from '@kyu/test-support/sse';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshChat, quietStudent } from '../testing/coach';
import { button, fill, press } from '../testing/dom';
import { Coach } from './coach';

let session: Storage;
beforeEach(() => {
  session = freshChat();
  quietStudent(session);
});
afterEach(cleanup);

const OPTIONS = [
  { value: 1, label: 'Not at all like me' },
  { value: 2, label: 'A little like me' },
  { value: 3, label: 'Quite like me' },
  { value: 4, label: 'Very much like me' },
];
const survey = (text: string, surveyQuestionId: number) =>
  makeChatMessage({
    type: 'survey_question',
    text,
    survey_id: surveyQuestionId < 200 ? 1 : 3,
    survey_question_id: surveyQuestionId,
    options: OPTIONS,
  });
const confidence = survey('I feel ready to start practising today.', 103);
const motivation = survey('I want to get better at maths.', 301);

/** The coach with this history, and the surveys of it the tutor offered this session. */
async function openWith(messages: ChatMessage[], offered: ChatMessage[]) {
  mockFetch(json({ messages, total_count: messages.length }));
  render(<Coach mode="inline" />);
  await waitFor(() => expect($chatMessages.get()).toHaveLength(messages.length));
  offerSurveys(offered);
}

const groups = () => screen.queryAllByRole('group');

describe('survey prompts in the coach', () => {
  it('puts one survey at a time, after the conversation, and the next once it is answered', async () => {
    const reply = makeChatMessage({ text: 'Welcome back!' });
    await openWith([confidence, motivation, reply], [confidence, motivation]);
    await screen.findByRole('group', { name: confidence.text });
    expect(groups()).toHaveLength(1);
    const log = screen.getByRole('log');
    expect(log.lastElementChild?.textContent).toContain(confidence.text);
    const fetch = mockFetch(
      json(
        makeChatMessage({
          type: 'survey_response',
          from_user: true,
          text: 'Quite like me',
          survey_question_id: 103,
          response_value: 3,
        }),
      ),
    );
    button('Quite like me').focus();
    press('Quite like me');
    await screen.findByRole('group', { name: motivation.text });
    expect(groups()).toHaveLength(2);
    expect(call(fetch).url).toBe(`/api/v1/chat/${confidence.id}/survey-response`);
    expect(call(fetch).body).toEqual({ response_value: 3 });
    // The answered question reads where it was answered, pressed and closed.
    const answered = screen.getByRole('group', { name: confidence.text });
    const chosen = within(answered).getByRole('button', { name: 'Quite like me' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(answered.querySelector('button:not([disabled])')).toBeNull();
    expect(log.lastElementChild?.textContent).toContain(motivation.text);
    expect(document.activeElement).toBe(screen.getByLabelText('Ask Kyu'));
  });

  it('puts a survey off with "Not now", handing the focus back to the question box', async () => {
    await openWith([confidence, motivation], [confidence, motivation]);
    (await screen.findByRole('button', { name: 'Not now' })).focus();
    press('Not now');
    expect(document.activeElement).toBe(screen.getByLabelText('Ask Kyu'));
    await screen.findByRole('group', { name: motivation.text });
    expect(groups()).toHaveLength(1);
    press('Not now');
    await waitFor(() => expect(groups()).toEqual([]));
    expect(JSON.parse(session.getItem(StorageKey.surveyQueue)!)).toEqual([]);
  });

  it('never puts an unanswered survey left from an earlier session', async () => {
    await openWith([confidence, makeChatMessage({ text: 'Hello' })], []);
    await screen.findByText('Hello');
    expect(groups()).toEqual([]);
  });

  it('holds a survey back while a reply streams, and puts it after the reply', async () => {
    await openWith([confidence], [confidence]);
    await screen.findByRole('group', { name: confidence.text });
    const stream = sseStream();
    mockFetch(stream.response);
    fill('Ask Kyu', 'What is a ratio?');
    press('Send');
    await waitFor(() => expect(groups()).toEqual([]));
    stream.send('user_message', makeChatMessage({ from_user: true, text: 'What is a ratio?' }));
    stream.send('message', makeChatMessage({ text: 'A ratio compares two amounts.' }));
    stream.close();
    await screen.findByRole('group', { name: confidence.text });
    const log = screen.getByRole('log');
    const texts = [...log.children].map((child) => child.textContent ?? '');
    expect(texts.findIndex((t) => t.includes('compares two amounts'))).toBeLessThan(
      texts.findIndex((t) => t.includes(confidence.text)),
    );
  });
});
