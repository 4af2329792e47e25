import { loginPath, matchRoute } from '../routes';
import { $location, navigate } from '../router/stores';
import { signOutLocally } from '../account/sign-out';
import { $user, restoreUser } from '../account/stores';
import { configureStorage } from '../storage/areas';
import { ApiError, buildUrl, genericProblem, toProblem, type Query } from './model';

const config = { baseUrl: '/api/v1' };

/** Points the client at the API (default `/api/v1`) and, optionally, at another local storage. */
export function configureApi(options: { baseUrl?: string; storage?: Storage } = {}): void {
  if (options.baseUrl) config.baseUrl = options.baseUrl;
  if (options.storage) {
    configureStorage({ local: options.storage });
    restoreUser();
  }
}

/** Options every call takes. */
export interface RequestOptions {
  readonly query?: Query;
  readonly signal?: AbortSignal;
  /** Sent as `Idempotency-Key`, so a retried payment, submission or activation runs once. */
  readonly idempotencyKey?: string;
}

type Body = object | FormData | undefined;

// A 401 means the session is over; a token that is no longer current (the user signed in again
// meanwhile) must not sign the new session out. Without a token there is nothing to clear, and
// a guest's cart survives a mistyped password.
function onUnauthorized(sentToken: string | undefined): void {
  if (sentToken && $user.get()?.access_token === sentToken) signOutLocally();
  if ($user.get()) return;
  const { pathname, search } = $location.get();
  if (matchRoute(pathname)?.route.auth) navigate(loginPath(search), { replace: true });
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (text === '') return undefined;
  if (!/json/i.test(res.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Sends one call and answers the Response when it is ok; an error answer becomes an ApiError
// (after the 401 handling), a network failure an ApiError with status 0.
async function send(
  method: string,
  path: string,
  body: Body,
  opts: RequestOptions = {},
  accept = 'application/json, application/problem+json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = $user.get()?.access_token;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(config.baseUrl, path, opts.query), {
      method,
      headers,
      body: payload,
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ApiError(genericProblem(0));
  }
  if (res.ok) return res;
  const problem = toProblem(res.status, await readBody(res), res.statusText);
  if (res.status === 401) onUnauthorized(token);
  throw new ApiError(problem);
}

async function request<T>(
  method: string,
  path: string,
  body: Body,
  opts?: RequestOptions,
): Promise<T> {
  return (await readBody(await send(method, path, body, opts))) as T;
}

/** The API client: JSON in and out, FormData sent as multipart, problems thrown as ApiError. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: Body, opts?: RequestOptions) =>
    request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: Body, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T>(path: string, body?: Body, opts?: RequestOptions) =>
    request<T>('PATCH', path, body, opts),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
  /** POSTs and answers the open Response of a Server-Sent Events stream, for its body reader. */
  stream: (path: string, body?: Body, opts?: RequestOptions) =>
    send('POST', path, body, opts, 'text/event-stream, application/problem+json'),
  /** POSTs and answers the body as a Blob (audio, files). */
  blob: async (path: string, body?: Body, opts?: RequestOptions) =>
    (await send('POST', path, body, opts, '*/*')).blob(),
};
