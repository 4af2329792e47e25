import { vi } from 'vitest';

/**
 * Doubles of `fetch` for the browser packages' tests: answers to hand out in turn (`mockFetch`),
 * or a tiny server of routes (`fakeFetch`), and the answers they are made of.
 */

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

/** One request the fake server saw. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Route = (request: SeenRequest) => Reply | undefined;

/**
 * Replaces `fetch` with a tiny server: each route may answer a request; an unanswered one is a
 * 404 problem. Returns the requests seen, in order.
 */
export const fakeFetch = (...routes: Route[]): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: new Headers(init.headers),
      body: init.body,
    };
    seen.push(request);
    const reply = routes.map((route) => route(request)).find(Boolean) ?? {
      status: 404,
      body: { type: 'about:blank', title: 'Not Found', status: 404 },
    };
    const status = reply.status ?? 200;
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': type, ...reply.headers },
    });
  });
  return seen;
};

/** A route answering `method url` exactly. */
export const on =
  (method: string, url: string | RegExp, reply: Reply | ((r: SeenRequest) => Reply)): Route =>
  (request) => {
    const matches = typeof url === 'string' ? request.url === url : url.test(request.url);
    if (request.method !== method || !matches) return undefined;
    return typeof reply === 'function' ? reply(request) : reply;
  };
