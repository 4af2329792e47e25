import { vi } from 'vitest';

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
