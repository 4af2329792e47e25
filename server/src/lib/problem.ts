/**
 * An error that the error handler answers as application/problem+json (RFC 9457).
 * Services throw these; nothing else reaches a client with its own message.
 */
export class HttpProblem extends Error {
  constructor(
    public readonly status: number,
    public readonly title: string,
    public readonly detail?: string,
    public readonly extra: {
      errors?: Record<string, string[]>;
      type?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Sign-in required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'Too large',
  414: 'Address too long',
  415: 'Unsupported media type',
  422: 'Refused',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
};

export const titleFor = (status: number) =>
  TITLES[status] ?? (status >= 500 ? 'Server error' : 'Request failed');

/** Problem type URIs name the kind of failure; clients may branch on them. */
export const problemType = (slug: string) => `https://kyu.dev/problems/${slug}`;

/** 415: the body or a file is not of a kind the call takes. */
export const unsupportedMedia = (detail: string) =>
  new HttpProblem(415, 'Unsupported media type', detail, {
    type: problemType('unsupported-media-type'),
  });

export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, 'Invalid request', detail, { errors, type: problemType('validation') });
export const unauthorized = (detail = 'Sign in to continue.') =>
  new HttpProblem(401, 'Sign-in required', detail, { type: problemType('unauthenticated') });
export const forbidden = (detail = 'Your account may not do this.') =>
  new HttpProblem(403, 'Forbidden', detail, { type: problemType('forbidden') });
export const notFound = (detail = 'Nothing is here.') =>
  new HttpProblem(404, 'Not found', detail, { type: problemType('not-found') });
export const conflict = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(409, 'Conflict', detail, { errors, type: problemType('conflict') });
export const refused = (detail: string, slug = 'refused', errors?: Record<string, string[]>) =>
  new HttpProblem(422, 'Refused', detail, { errors, type: problemType(slug) });
export const tooMany = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too many requests', detail, {
    type: problemType('rate-limited'),
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
/** 502: a service Kyu calls (the model) answered with a failure. */
export const badGateway = (detail: string) =>
  new HttpProblem(502, 'Bad gateway', detail, { type: problemType('upstream-failed') });
/** 504: a service Kyu calls (the model) did not answer in time. */
export const gatewayTimeout = (detail: string) =>
  new HttpProblem(504, 'Gateway timeout', detail, { type: problemType('upstream-timeout') });
