import { describe, expect, it } from 'vitest';
import { makeMessages, makeThread, signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('chat: history and flags', () => {
  const t = useTestApp();

  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/chat${query}`, headers });
  const flag = (headers: Record<string, string>, id: number, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/chat/${id}/${action}`, headers });

  it('answers no messages to a student who never chatted', async () => {
    const { headers } = await signedIn(t.db);
    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [], total_count: 0 });
  });

  it('needs sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chat' })).statusCode).toBe(401);
  });

  it('pages back from the newest, oldest-first within a page', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const texts = Array.from({ length: 25 }, (_, i) => `m${i + 1}`);
    await makeMessages(t.db, thread.id, texts);

    const first = (await list(headers, '?type=message&page=1&size=10')).json();
    expect(first.total_count).toBe(25);
    expect(first.messages.map((m: { text: string }) => m.text)).toEqual(texts.slice(15, 25));
    const third = (await list(headers, '?page=3&size=10')).json();
    expect(third.messages.map((m: { text: string }) => m.text)).toEqual(texts.slice(0, 5));
    const beyond = (await list(headers, '?page=4&size=10')).json();
    expect(beyond).toEqual({ messages: [], total_count: 25 });
  });

  it('pages 20 messages by default and refuses a size over 100', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    await makeMessages(
      t.db,
      thread.id,
      Array.from({ length: 21 }, (_, i) => `q${i}`),
    );
    expect((await list(headers)).json().messages).toHaveLength(20);
    expect((await list(headers, '?size=101')).statusCode).toBe(400);
    expect((await list(headers, '?page=0')).statusCode).toBe(400);
  });

  it('shows the latest thread by default and another of the user’s threads when named', async () => {
    const { user, headers } = await signedIn(t.db);
    const older = await makeThread(t.db, { userId: user.id, updatedAt: new Date('2024-01-01') });
    const newer = await makeThread(t.db, { userId: user.id });
    await makeMessages(t.db, older.id, ['old question']);
    await makeMessages(t.db, newer.id, ['new question']);
    expect((await list(headers)).json().messages[0].text).toBe('new question');
    const named = (await list(headers, `?thread_id=${older.id}`)).json();
    expect(named.messages.map((m: { text: string }) => m.text)).toEqual(['old question']);
  });

  it('answers 404 for a thread that is someone else’s', async () => {
    const other = await signedIn(t.db);
    const theirs = await makeThread(t.db, { userId: other.user.id });
    const { headers } = await signedIn(t.db);
    const res = await list(headers, `?thread_id=${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('lists bookmarks across all of the user’s threads and only theirs', async () => {
    const { user, headers } = await signedIn(t.db);
    const a = await makeThread(t.db, { userId: user.id });
    const b = await makeThread(t.db, { userId: user.id });
    const [inA] = await makeMessages(t.db, a.id, ['kept from a', 'not kept']);
    const [inB] = await makeMessages(t.db, b.id, ['kept from b']);
    const other = await signedIn(t.db);
    const theirs = await makeThread(t.db, { userId: other.user.id });
    await makeMessages(t.db, theirs.id, ['their bookmark'], { bookmarked: true });

    await flag(headers, inA!.id, 'bookmark');
    await flag(headers, inB!.id, 'bookmark');
    const res = (await list(headers, '?type=bookmarked')).json();
    expect(res.total_count).toBe(2);
    expect(res.messages.map((m: { text: string }) => m.text)).toEqual([
      'kept from a',
      'kept from b',
    ]);
    expect(res.messages.every((m: { bookmarked: boolean }) => m.bookmarked)).toBe(true);
  });

  it('toggles like, and liking clears a dislike and the other way round', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [, reply] = await makeMessages(t.db, thread.id, ['question', 'answer']);
    const id = reply!.id;

    expect((await flag(headers, id, 'like')).json()).toEqual({
      id,
      liked: true,
      disliked: false,
      bookmarked: false,
    });
    expect((await flag(headers, id, 'dislike')).json()).toMatchObject({
      liked: false,
      disliked: true,
    });
    expect((await flag(headers, id, 'like')).json()).toMatchObject({
      liked: true,
      disliked: false,
    });
    expect((await flag(headers, id, 'like')).json()).toMatchObject({
      liked: false,
      disliked: false,
    });
    expect((await flag(headers, id, 'bookmark')).json()).toMatchObject({ bookmarked: true });
    expect((await flag(headers, id, 'bookmark')).json()).toMatchObject({ bookmarked: false });
  });

  it('keeps a like for the next visit', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [, reply] = await makeMessages(t.db, thread.id, ['question', 'answer']);
    await flag(headers, reply!.id, 'like');
    const [, listed] = (await list(headers)).json().messages;
    expect(listed).toMatchObject({ id: reply!.id, liked: true, disliked: false });
  });

  it('answers 404 for flags on someone else’s message or one that does not exist', async () => {
    const other = await signedIn(t.db);
    const theirs = await makeThread(t.db, { userId: other.user.id });
    const [, reply] = await makeMessages(t.db, theirs.id, ['q', 'a']);
    const { headers } = await signedIn(t.db);
    expect((await flag(headers, reply!.id, 'like')).statusCode).toBe(404);
    expect((await flag(headers, reply!.id, 'bookmark')).statusCode).toBe(404);
    expect((await flag(headers, 2_000_000, 'dislike')).statusCode).toBe(404);
  });

  it('refuses to like a student’s own message but lets them bookmark it', async () => {
    const { user, headers } = await signedIn(t.db);
    const thread = await makeThread(t.db, { userId: user.id });
    const [question] = await makeMessages(t.db, thread.id, ['my question']);
    expect((await flag(headers, question!.id, 'like')).statusCode).toBe(422);
    expect((await flag(headers, question!.id, 'bookmark')).json().bookmarked).toBe(true);
  });
});
