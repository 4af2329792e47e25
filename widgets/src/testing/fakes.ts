// Test-only: a signed-in user factory and a fetch double for widget tests.
import type { SessionUser } from '@kyu/core/contract';
import { vi } from 'vitest';

/** A signed-in user. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    access_token: 'token-7',
    username: 'ada',
    user_role_id: 1,
    teacher_role_id: null,
    school_id: 1,
    school_flags: { learning_path_disabled: false },
    flag: { has_agreed_policy: true },
    last_logged_in: null,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    profile_pic_url: null,
    ...overrides,
  };
}

const answer = (status: number, body: unknown, type = 'application/json') =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });

/** A JSON answer. */
export const ok = (body?: unknown, status = 200) => answer(status, body);

/** A problem+json answer. */
export const refused = (status: number, title: string, extra: Record<string, unknown> = {}) =>
  answer(status, { type: 'about:blank', title, status, ...extra }, 'application/problem+json');

/** Replaces fetch; each call takes the next answer. Returns the mock to inspect calls. */
export function answerFetch(...answers: Response[]) {
  const fn = vi.fn(
    async (_url: string, _init?: RequestInit) => answers.shift() ?? ok(undefined, 204),
  );
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The parsed JSON body of the n-th call. */
export const sentBody = (fn: ReturnType<typeof answerFetch>, n = 0): unknown =>
  JSON.parse(String(fn.mock.calls[n]?.[1]?.body ?? 'null'));
