import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $autoPlay } from '../preferences/stores';
import { signOutLocally } from '../account/sign-out';
import { $user } from '../account/stores';
import { StorageKey } from '../storage/keys';
import { makeChatMessage, makeSessionUser } from '@kyu/test-support/data';
import { call, json, mockFetch, problem } from '@kyu/test-support/fetch';
import { sseResponse, sseStream } from '@kyu/test-support/sse';
import { resetCore } from '../testing/reset';
import {
  $chatError,
  $chatMessages,
  $chatPage,
  $chatPages,
  $chatTitle,
  $chatTotal,
  $hasOlder,
  $streaming,
  answerSurvey,
  bookmark,
  configureChat,
  configureSpeech,
  like,
  loadChat,
  loadOlder,
  readSurveyStatus,
  resetChat,
  sendMessage,
} from '.';

let session: Storage;
const audio = { play: vi.fn(async () => undefined), pause: vi.fn(), onended: null };
const createAudio = vi.fn(() => audio);

beforeEach(() => {
  ({ session } = resetCore());
  resetChat();
  configureChat({});
  configureSpeech({ createAudio });
  createAudio.mockClear();
});
afterEach(() => cleanStores($autoPlay));

const question = (text: string) => makeChatMessage({ from_user: true, text });
const page = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => makeChatMessage({ text: `m${from + i}` }));

describe('chat history', () => {
  it('loads the newest page and counts the pages, rounded up', async () => {
    $user.set(makeSessionUser());
    const messages = page(20, 2);
    const fetch = mockFetch(json({ messages, total_count: 41 }));
    await loadChat();
    expect(call(fetch).url).toBe('/api/v1/chat?page=1&size=20');
    expect($chatMessages.get()).toEqual(messages);
    expect([$chatTotal.get(), $chatPage.get(), $chatPages.get()]).toEqual([41, 1, 3]);
    expect($hasOlder.get()).toBe(true);
  });

  it('puts an older page before the messages shown', async () => {
    $user.set(makeSessionUser());
    const newest = page(20, 20);
    const older = page(20, 0);
    const fetch = mockFetch(
      json({ messages: newest, total_count: 40 }),
      json({ messages: older, total_count: 40 }),
    );
    await loadChat();
    await loadOlder();
    expect(call(fetch, 1).url).toContain('page=2');
    expect($chatMessages.get().map((m) => m.text)).toEqual(
      [...older, ...newest].map((m) => m.text),
    );
    expect($hasOlder.get()).toBe(false);
  });

  it("loads a visitor's public conversation from this tab's session", async () => {
    session.setItem(StorageKey.chatSession, 'pub-abc');
    const messages = page(2, 0);
    const fetch = mockFetch(json({ messages }), json({ conversation_title: 'Fractions' }));
    await loadChat();
    expect(call(fetch).url).toBe('/api/v1/chat/public/pub-abc');
    expect($chatMessages.get()).toEqual(messages);
    expect($hasOlder.get()).toBe(false);
  });

  it('starts afresh when the public session has expired', async () => {
    session.setItem(StorageKey.chatSession, 'gone');
    mockFetch(problem(404, 'Not found'));
    await loadChat();
    expect(session.getItem(StorageKey.chatSession)).toBeNull();
    expect($chatError.get()).toBeNull();
  });
});

describe('sending a message', () => {
  it('streams a signed-in reply as multipart, deltas first, then the saved messages', async () => {
    $user.set(makeSessionUser({ access_token: 'tok' }));
    const stream = sseStream();
    const fetch = mockFetch(stream.response);
    const sent = sendMessage('What is a fraction?');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const saved = question('What is a fraction?');
    stream.send('thread', { thread_id: 7, public_session_id: null });
    stream.send('user_message', saved);
    stream.send('delta', { text: 'A fraction ' });
    await vi.waitFor(() => expect($streaming.get()?.text).toBe('A fraction '));
    stream.send('delta', { text: 'is a part.' });
    await vi.waitFor(() => expect($streaming.get()?.text).toBe('A fraction is a part.'));
    expect($chatMessages.get()).toEqual([saved]);
    const reply = makeChatMessage({ text: 'A fraction is a part.' });
    stream.send('message', reply);
    stream.send('done', {});
    stream.close();
    await expect(sent).resolves.toEqual(reply);
    expect($streaming.get()).toBeNull();
    expect($chatMessages.get()).toEqual([saved, reply]);
    expect($chatTotal.get()).toBe(2);

    const { url, headers, body } = call(fetch);
    expect(url).toBe('/api/v1/chat/stream');
    expect(headers['Authorization']).toBe('Bearer tok');
    expect(JSON.parse((body as FormData).get('messages') as string)).toEqual([
      { role: 'user', content: 'What is a fraction?' },
    ]);
    expect(session.getItem(StorageKey.chatThread)).toBe('7');
  });

  it('continues the same thread with the next message', async () => {
    $user.set(makeSessionUser());
    session.setItem(StorageKey.chatThread, '7');
    const fetch = mockFetch(sseResponse(['done', {}]));
    await sendMessage('And a half?');
    expect(call(fetch).url).toBe('/api/v1/chat/stream?thread_id=7');
  });

  it("sends a visitor's question as JSON to a new public session, with the school", async () => {
    configureChat({ school: 'hillside.localhost' });
    const reply = makeChatMessage();
    const fetch = mockFetch(
      sseResponse(
        ['thread', { thread_id: 3, public_session_id: 'pub-xyz' }],
        ['user_message', question('Hi')],
        ['message', reply],
        ['done', {}],
      ),
      json({ conversation_title: 'Saying hello' }),
      sseResponse(['done', {}]),
    );
    await sendMessage('Hi');
    expect(call(fetch).url).toBe('/api/v1/chat/public/stream/new');
    expect(call(fetch).headers['Authorization']).toBeUndefined();
    expect(call(fetch).body).toEqual({
      messages: [{ role: 'user', content: 'Hi' }],
      school: 'hillside.localhost',
    });
    expect(session.getItem(StorageKey.chatSession)).toBe('pub-xyz');
    await vi.waitFor(() => expect($chatTitle.get()).toBe('Saying hello'));
    expect(call(fetch, 1).url).toBe('/api/v1/chat/public/title/pub-xyz');

    await sendMessage('Again');
    expect(call(fetch, 2).url).toBe('/api/v1/chat/public/stream/pub-xyz');
  });

  it('keeps the partial text marked incomplete and shows the problem on an error event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(
      sseResponse(
        ['user_message', question('Hi')],
        ['delta', { text: 'Half a rep' }],
        ['error', { type: 'about:blank', title: 'The tutor failed', status: 502 }],
        ['done', {}],
      ),
    );
    await expect(sendMessage('Hi')).resolves.toBeNull();
    expect($streaming.get()).toEqual({ question: null, text: 'Half a rep', incomplete: true });
    expect($chatError.get()).toBe('The tutor failed');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('keeps what arrived, marked incomplete, when the connection drops', async () => {
    const stream = sseStream();
    mockFetch(stream.response);
    const sent = sendMessage('Hi');
    await vi.waitFor(() => expect($streaming.get()).not.toBeNull());
    stream.send('user_message', question('Hi'));
    stream.send('delta', { text: 'Well' });
    await vi.waitFor(() => expect($streaming.get()?.text).toBe('Well'));
    stream.fail();
    await expect(sent).resolves.toBeNull();
    expect($streaming.get()?.incomplete).toBe(true);
    expect($chatError.get()).toMatch(/cut off/);
  });

  it('logs an error and answers nothing when the reply has no stream body', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(new Response(null, { status: 200 }));
    await expect(sendMessage('Hi')).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/stream body/));
    expect($streaming.get()).toBeNull();
    error.mockRestore();
  });

  it('drops the attempt and shows the problem when the call is refused', async () => {
    mockFetch(problem(429, 'Too many requests', { detail: 'Slow down a little.' }));
    await sendMessage('Hi');
    expect($streaming.get()).toBeNull();
    expect($chatError.get()).toBe('Slow down a little.');
  });

  it('reads a signed-in reply aloud when kyu:autoPlay is on, and not when off', async () => {
    $user.set(makeSessionUser());
    const reply = makeChatMessage({ text: 'Well done.' });
    mockFetch(sseResponse(['message', reply]), new Response(new Blob(['mp3'])));
    await sendMessage('Hi');
    await vi.waitFor(() =>
      expect(createAudio).toHaveBeenCalledWith(expect.stringMatching(/^blob:/)),
    );

    createAudio.mockClear();
    $autoPlay.set(false);
    mockFetch(sseResponse(['message', makeChatMessage()]));
    await sendMessage('Again');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createAudio).not.toHaveBeenCalled();
  });
});

describe('flags and surveys', () => {
  it('flips a like only after the call succeeds', async () => {
    $user.set(makeSessionUser());
    const reply = makeChatMessage();
    $chatMessages.set([reply]);
    let answer: (r: Response) => void = () => undefined;
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const liking = like(reply.id);
    expect($chatMessages.get()[0]?.liked).toBe(false);
    answer(json({ id: reply.id, liked: true, disliked: false, bookmarked: false }));
    await liking;
    expect($chatMessages.get()[0]?.liked).toBe(true);
  });

  it('leaves the flag as it was when the call fails', async () => {
    $user.set(makeSessionUser());
    const reply = makeChatMessage();
    $chatMessages.set([reply]);
    mockFetch(problem(500, 'Broken'));
    await expect(bookmark(reply.id)).rejects.toThrow();
    expect($chatMessages.get()[0]?.bookmarked).toBe(false);
  });

  it("likes a visitor's reply through the public route", async () => {
    session.setItem(StorageKey.chatSession, 'pub-1');
    const reply = makeChatMessage();
    $chatMessages.set([reply]);
    const fetch = mockFetch(
      json({ id: reply.id, liked: true, disliked: false, bookmarked: false }),
    );
    await like(reply.id);
    expect(call(fetch).url).toBe(`/api/v1/chat/public/pub-1/${reply.id}/like`);
  });

  it('sends a survey answer and shows it on the question', async () => {
    $user.set(makeSessionUser());
    const asked = makeChatMessage({
      type: 'survey_question',
      survey_id: 1,
      survey_question_id: 101,
    });
    $chatMessages.set([asked]);
    const fetch = mockFetch(json(makeChatMessage({ type: 'survey_response', response_value: 3 })));
    await answerSurvey(asked.id, 3);
    expect(call(fetch).url).toBe(`/api/v1/chat/${asked.id}/survey-response`);
    expect(call(fetch).body).toEqual({ response_value: 3 });
    expect($chatMessages.get()[0]?.response_value).toBe(3);
    expect($chatMessages.get()).toHaveLength(2);
    expect(readSurveyStatus().completed).toEqual([1]);
  });
});

describe('sign-out', () => {
  it('empties the chat', async () => {
    $user.set(makeSessionUser());
    mockFetch(json({ messages: page(3, 0), total_count: 3 }));
    await loadChat();
    $chatError.set('old');
    signOutLocally();
    expect($chatMessages.get()).toEqual([]);
    expect([$chatTotal.get(), $chatPage.get(), $chatError.get()]).toEqual([0, 0, null]);
  });
});
