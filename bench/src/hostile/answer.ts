import { request as httpRequest } from 'node:http';

/**
 * What one request of the hostile bench got, read as the issue judges it: a clear
 * application/problem+json 4xx, a 503 with Retry-After (busy, try later), a 2xx, or a failure
 * (any other 5xx, no answer within the case's bound, the connection lost).
 */
export interface Answer {
  /** Null when nothing came back: see `failure`. */
  status: number | null;
  failure: 'no answer' | 'connection lost' | null;
  contentType: string;
  retryAfter: string | null;
  ms: number;
  body: Buffer;
}

export type Kind = 'answered' | 'refused' | 'unclear 4xx' | 'busy' | 'failed';

export function kindOf(answer: Answer): Kind {
  const { status } = answer;
  if (status === null) return 'failed';
  if (status < 400) return 'answered';
  if (status < 500) {
    return answer.contentType.startsWith('application/problem+json') ? 'refused' : 'unclear 4xx';
  }
  return status === 503 && answer.retryAfter !== null ? 'busy' : 'failed';
}

/** "413 problem", "503 Retry-After 5", "200 audio/wav", "no answer". */
export function describe(answer: Answer): string {
  if (answer.status === null) return answer.failure!;
  const kind = kindOf(answer);
  if (kind === 'busy') return `503 Retry-After ${answer.retryAfter}`;
  if (answer.contentType.startsWith('application/problem+json')) return `${answer.status} problem`;
  const type = answer.contentType.split(';')[0] || 'no body';
  return `${answer.status} ${type}`;
}

/** The answers of a case in a few words: equal ones counted ("404 problem ×80"). */
export function summary(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const text = describe(answer);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, n]) => (n > 1 ? `${text} ×${n}` : text)).join(', ') || 'none';
}

/** A problem's detail (or the start of any body), for the notes under the table. */
export function detailOf(answer: Answer): string {
  const text = answer.body.subarray(0, 4000).toString('utf8');
  if (answer.contentType.startsWith('application/problem+json')) {
    try {
      const problem = JSON.parse(text) as { detail?: string; title?: string };
      return problem.detail ?? problem.title ?? text;
    } catch {
      return text.slice(0, 200);
    }
  }
  return text.slice(0, 200);
}

export interface Request {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  signal: AbortSignal;
}

/** Sends one request; a timeout or a lost connection is an answer too, never a throw. */
export async function send(url: string, request: Request): Promise<Answer> {
  const started = performance.now();
  const failed = (failure: Answer['failure']): Answer => ({
    status: null,
    failure,
    contentType: '',
    retryAfter: null,
    ms: performance.now() - started,
    body: Buffer.alloc(0),
  });
  try {
    const res = await fetch(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      redirect: 'manual',
    });
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      failure: null,
      contentType: res.headers.get('content-type') ?? '',
      retryAfter: res.headers.get('retry-after'),
      ms: performance.now() - started,
      body,
    };
  } catch {
    return failed(request.signal.aborted ? 'no answer' : 'connection lost');
  }
}

/**
 * Sends a body the server may refuse on its Content-Length alone: Fastify answers 413 at once
 * and closes the connection while the body is still on its way, and fetch then reports only the
 * broken upload. A browser reads the early answer; so does this, through node:http.
 */
export function sendEarly(
  url: string,
  request: { method: string; headers: Record<string, string>; body: Buffer; signal: AbortSignal },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: request.method,
      headers: { ...request.headers, 'content-length': String(request.body.length) },
      signal: request.signal,
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('error', () => undefined);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? null,
          failure: null,
          contentType: String(res.headers['content-type'] ?? ''),
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
          ms: performance.now() - started,
          body: Buffer.concat(parts),
        }),
      );
    });
    // An answer already read stands; the upload's own end (reset by the server) is no news.
    req.on('error', () =>
      resolve({
        status: null,
        failure: request.signal.aborted ? 'no answer' : 'connection lost',
        contentType: '',
        retryAfter: null,
        ms: performance.now() - started,
        body: Buffer.alloc(0),
      }),
    );
    req.end(request.body);
  });
}
