import type { Problem } from '../contract';

/** An error answer from the API, or a failure to reach it (`status` 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

const TITLES: Record<number, string> = {
  0: 'Network error',
  400: 'Bad request',
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  422: 'Request refused',
  429: 'Too many requests',
};

/** A problem for an answer that did not carry one (a proxy page, an empty body). */
export function genericProblem(status: number, title?: string): Problem {
  return {
    type: 'about:blank',
    title: title || TITLES[status] || (status >= 500 ? 'Something went wrong' : 'Request failed'),
    status,
  };
}

/** Accepts a parsed error body as a problem when it looks like one, else makes a generic one. */
export function toProblem(status: number, body: unknown, statusText = ''): Problem {
  if (typeof body === 'object' && body !== null && typeof (body as Problem).title === 'string') {
    const b = body as Partial<Problem>;
    return { ...genericProblem(status), ...b, status, type: b.type ?? 'about:blank' } as Problem;
  }
  return genericProblem(status, statusText);
}

/** The sentence to show a person for any error a core action threw. */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return "We couldn't reach Kyu. Check your connection and try again.";
    return error.problem.detail || error.problem.title;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * The first message for each field of a 400 problem, keyed by the bare field name
 * (`body.password`, `/password` and `password` all become `password`).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.problem.errors) return out;
  for (const [key, messages] of Object.entries(error.problem.errors)) {
    const field = key.replace(/^\/+/, '').replace(/^body[./]/, '');
    const first = messages[0];
    if (first && !(field in out)) out[field] = first;
  }
  return out;
}

/** Query values; arrays repeat the key (`ids=1&ids=2`), null and undefined are left out. */
export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** Joins base URL, path and query into the URL fetched. */
export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  // The base is the embedding page's own setting, a few characters, never a user's input.
  // eslint-disable-next-line regexp/no-super-linear-move
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value)
      ? value
      : [value as string];
    for (const v of values) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}
