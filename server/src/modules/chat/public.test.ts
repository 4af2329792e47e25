import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatThreads } from '../../db/schema';
import { makeMessages, makeSchool, makeThread } from '@kyu/test-support/db';
import { parseSse } from '@kyu/test-support/sse';
import { useTestApp } from '../../test/use-test-app';
import { PUBLIC_SESSION_IDLE_MS, SESSION_QUESTIONS } from './service';
import { fakeRetriever, scriptedModel } from './test-doubles';

type Started = { thread_id: number; public_session_id: string };
type Message = { id: number; text: string; from_user: boolean };

let address = 0;
/** A fresh client address per call site, so the per-address limit of one test leaves the others alone. */
const newAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

describe('chat: public sessions', () => {
  const model = scriptedModel();
  const retrieve = fakeRetriever();
  const t = useTestApp({ chatModel: model, retrieve });

  const ask = async (
    sessionId: string,
    question: string,
    opts: { school?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/public/stream/${sessionId}`,
      remoteAddress: opts.remoteAddress ?? newAddress(),
      headers: opts.headers,
      payload: {
        messages: [{ role: 'user', content: question }],
        ...(opts.school ? { school: opts.school } : {}),
      },
    });
    const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
    return { res, events: isStream ? parseSse(res.body) : [] };
  };

  it('opens a session with an unguessable id and carries on in it', async () => {
    model.script = { tokens: ['Hi!'] };
    const first = await ask('new', 'What is a noun?');
    expect(first.res.statusCode).toBe(200);
    expect(first.events.map((e) => e.event)).toEqual([
      'thread',
      'user_message',
      'delta',
      'message',
      'done',
    ]);
    const started = first.events[0]!.data as Started;
    expect(started.public_session_id).toMatch(/^[\w-]{43}$/);

    const second = await ask(started.public_session_id, 'And a verb?');
    expect((second.events[0]!.data as Started).thread_id).toBe(started.thread_id);
    expect(model.requests.at(-1)!.turns.map((turn) => turn.content)).toEqual([
      'What is a noun?',
      'Hi!',
      'And a verb?',
    ]);
    expect(model.requests.at(-1)!.studentName).toBeNull();

    const other = await ask('new', 'Someone else asking');
    expect((other.events[0]!.data as Started).public_session_id).not.toBe(
      started.public_session_id,
    );

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chat/public/${started.public_session_id}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().messages.map((m: Message) => m.text)).toEqual([
      'What is a noun?',
      'Hi!',
      'And a verb?',
      'Hi!',
    ]);
  });

  it('answers 404 for a session that never existed', async () => {
    const { res } = await ask('x'.repeat(43), 'Hello');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/chat/public/${'y'.repeat(43)}`,
    });
    expect(history.statusCode).toBe(404);
  });

  it('answers 404 for a session idle for more than a day', async () => {
    const stale = new Date(Date.now() - PUBLIC_SESSION_IDLE_MS - 60_000);
    const thread = await makeThread(t.db, {
      publicSessionId: 'stale-session-id',
      updatedAt: stale,
    });
    await makeMessages(t.db, thread.id, ['old question']);
    await t.db.update(chatThreads).set({ updatedAt: stale }).where(eq(chatThreads.id, thread.id));
    expect((await ask('stale-session-id', 'Still there?')).res.statusCode).toBe(404);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/public/stale-session-id',
    });
    expect(history.statusCode).toBe(404);
  });

  it('grounds answers in the documents of the school whose site it is on', async () => {
    model.script = { tokens: ['ok'] };
    const school = await makeSchool(t.db, { domainName: 'hillside-public.example' });
    await makeSchool(t.db, { domainName: 'closed-public.example', isActive: false });

    await ask('new', 'Term dates?', { school: 'https://www.Hillside-Public.example/coach' });
    expect(retrieve.queries.at(-1)).toEqual({
      schoolId: school.id,
      text: 'Term dates?',
      limit: 4,
      questionBank: true,
    });
    await ask('new', 'Term dates?', { school: 'closed-public.example' });
    expect(retrieve.queries.at(-1)!.schoolId).toBeNull();
    await ask('new', 'Term dates?');
    expect(retrieve.queries.at(-1)!.schoolId).toBeNull();
  });

  it('lets the school’s own site read the stream (CORS headers survive streaming)', async () => {
    model.script = { tokens: ['ok'] };
    await makeSchool(t.db, { domainName: 'cors-public.example' });
    const { res } = await ask('new', 'Hello', {
      headers: { origin: 'https://cors-public.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://cors-public.example');
  });

  it('limits the questions of one session with a 429 and Retry-After', async () => {
    model.script = { tokens: ['ok'] };
    const thread = await makeThread(t.db, { publicSessionId: 'busy-session-id' });
    await makeMessages(
      t.db,
      thread.id,
      Array.from({ length: SESSION_QUESTIONS.max }, (_, i) => `q${i}`),
      { fromUser: true },
    );
    const { res } = await ask('busy-session-id', 'One more?');
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SESSION_QUESTIONS.windowMs / 1000);
  });

  it('limits the streams of one address with a 429 and Retry-After', async () => {
    model.script = { tokens: ['ok'] };
    const remoteAddress = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await ask('new', `Question ${i}`, { remoteAddress })).res.statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await ask('new', 'Again', { remoteAddress });
    expect(Number(limited.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('titles a session from its first question, once', async () => {
    model.script = { tokens: ['ok'] };
    model.titleText = 'Nouns and verbs';
    const { events } = await ask('new', 'What is a noun?');
    const { public_session_id: id } = events[0]!.data as Started;
    const title = (url: string) =>
      t.app.inject({ method: 'POST', url, remoteAddress: newAddress() });

    const first = await title(`/api/v1/chat/public/title/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ conversation_title: 'Nouns and verbs' });
    expect(model.requests.at(-1)!.turns[0]!.content).toBe('What is a noun?');
    model.titleText = 'Something else';
    expect((await title(`/api/v1/chat/public/title/${id}`)).json().conversation_title).toBe(
      'Nouns and verbs',
    );

    const { events: later } = await ask(
      'new',
      'Why is the sky blue on a sunny afternoon in the middle of summer?',
    );
    const { public_session_id: laterId } = later[0]!.data as Started;
    const working = model.title;
    model.title = async () => {
      throw new Error('model down');
    };
    const fallback = await title(`/api/v1/chat/public/title/${laterId}`);
    model.title = working;
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().conversation_title).toBe(
      'Why is the sky blue on a sunny afternoon in the middle of…',
    );
    expect((await title(`/api/v1/chat/public/title/${laterId}`)).json().conversation_title).toBe(
      'Something else',
    );

    const empty = await makeThread(t.db, { publicSessionId: 'empty-session-id' });
    expect(empty.title).toBeNull();
    expect((await title('/api/v1/chat/public/title/empty-session-id')).statusCode).toBe(422);
    expect((await title(`/api/v1/chat/public/title/${'z'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('likes and dislikes a reply of the session, and nothing outside it', async () => {
    model.script = { tokens: ['A reply'] };
    const { events } = await ask('new', 'Hello');
    const { public_session_id: id } = events[0]!.data as Started;
    const reply = events.find((e) => e.event === 'message')!.data as Message;
    const question = events[1]!.data as Message;
    const other = (await ask('new', 'Elsewhere')).events.find((e) => e.event === 'message')!
      .data as Message;
    const flip = (messageId: number, action: string, session = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/chat/public/${session}/${messageId}/${action}`,
      });

    expect((await flip(reply.id, 'like')).json()).toEqual({
      id: reply.id,
      liked: true,
      disliked: false,
      bookmarked: false,
    });
    expect((await flip(reply.id, 'dislike')).json()).toMatchObject({
      liked: false,
      disliked: true,
    });
    expect((await flip(other.id, 'like')).statusCode).toBe(404);
    expect((await flip(question.id, 'like')).statusCode).toBe(422);
    expect((await flip(reply.id, 'like', 'q'.repeat(43))).statusCode).toBe(404);
  });
});
