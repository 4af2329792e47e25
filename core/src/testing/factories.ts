// Test-only helpers: small factories for users and API answers, and a fetch double.
import { vi } from 'vitest';
import { COLOUR_KEYS, IMAGE_KEYS, UserRole, type UserRoleId } from '../constants';
import type { Colours, Images, SessionUser, WhiteLabel } from '../contract';

let nextId = 1;

/** A signed-in user; role and flags as the test needs them. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = nextId++;
  return {
    id,
    access_token: `token-${id}`,
    username: `user${id}`,
    user_role_id: UserRole.student,
    teacher_role_id: null,
    school_id: 1,
    school_flags: { learning_path_disabled: false },
    flag: { has_agreed_policy: true },
    last_logged_in: '2026-01-05T09:00:00.000Z',
    email: `user${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    profile_pic_url: null,
    ...overrides,
  };
}

/** A user of the given role id. */
export const userWithRole = (role: UserRoleId, overrides: Partial<SessionUser> = {}) =>
  makeUser({ user_role_id: role, ...overrides });

/** Every colour slot unset. */
export const noColours = () => Object.fromEntries(COLOUR_KEYS.map((k) => [k, null])) as Colours;

/** Every image slot empty. */
export const noImages = () => Object.fromEntries(IMAGE_KEYS.map((k) => [k, null])) as Images;

/** A school's white-label record with nothing but a name and a domain set. */
export const makeWhiteLabel = (overrides: Partial<WhiteLabel> = {}): WhiteLabel => ({
  school_id: 1,
  school_name: 'Hillside Primary',
  domain_name: 'hillside.example',
  page_title: null,
  colours: noColours(),
  images: noImages(),
  ...overrides,
});

/** A JSON answer. */
export const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

/** An empty 204 answer. */
export const noContent = () => new Response(null, { status: 204 });

/** A problem+json answer. */
export const problem = (status: number, title: string, extra: Record<string, unknown> = {}) =>
  json({ type: 'about:blank', title, status, ...extra }, status, 'application/problem+json');

/** Replaces the global fetch with a mock answering each call from `answers` in turn. */
export function mockFetch(...answers: (Response | (() => Response) | Error)[]) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    const next = answers.shift();
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next();
    return next ?? new Response(null, { status: 204 });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The URL, method, headers and parsed body of the n-th fetch call. */
export function call(fn: ReturnType<typeof mockFetch>, n = 0) {
  const [url, init] = fn.mock.calls[n] ?? [];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  const body = init?.body;
  return {
    url: url ?? '',
    method: init?.method ?? 'GET',
    headers,
    body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
  };
}
