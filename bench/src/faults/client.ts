/**
 * How the suite's clients call Kyu: as a real client does, each operation is retried after a
 * connection error, a timeout or a 5xx, with the same Idempotency-Key where the call takes one,
 * waiting 250 ms doubling to 4 s (or the Retry-After the server asked for, up to 10 s), until
 * the operation's deadline. A 500 is retried too, as a student presses Submit again: whether a
 * retry avoided it is what the suite measures. Everything seen is counted in the report.
 */
import type { ScenarioReport } from './report';

/** One try's outcome: done, worth another try (why, and the status if one came), or failed. */
export type Try<T> =
  | { ok: T }
  | { retry: string; status?: number; retryAfterMs?: number }
  | { fail: string; status?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest any single request may take before the client gives up on it. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface Attempted<T> {
  value: T | null;
  /** Why it failed, when it did. */
  failure: string | null;
}

/**
 * Runs `once` until it succeeds, fails for good, or `retryForMs` passes; counts the operation
 * as `kind` in `report`. A throw from `once` is a connection error (or a timeout).
 */
export async function attempt<T>(
  report: ScenarioReport,
  kind: string,
  once: () => Promise<Try<T>>,
  retryForMs: number,
): Promise<Attempted<T>> {
  const stats = report.op(kind);
  stats.attempted++;
  const started = performance.now();
  const deadline = started + retryForMs;
  const took = () => (stats.worstMs = Math.max(stats.worstMs, performance.now() - started));
  let wait = 250;
  for (let tries = 1; ; tries++) {
    let outcome: Try<T>;
    try {
      outcome = await once();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      if (timedOut) report.timeouts++;
      else report.connectionErrors++;
      outcome = { retry: timedOut ? 'timed out' : `connection error: ${describe(error)}` };
    }
    if ('ok' in outcome) {
      took();
      stats.succeeded++;
      if (tries > 1) stats.retried++;
      return { value: outcome.ok, failure: null };
    }
    if (outcome.status !== undefined && outcome.status >= 500) report.serverError(outcome.status);
    if ('fail' in outcome || performance.now() + wait > deadline) {
      took();
      stats.failed++;
      if (tries > 1) stats.retried++;
      if (outcome.status !== undefined && outcome.status >= 500) report.unavoided5xx++;
      const why = 'fail' in outcome ? outcome.fail : `${outcome.retry} (gave up retrying)`;
      report.seen(`${kind.split(' (')[0]} failed: ${why.slice(0, 100)}`);
      return { value: null, failure: why };
    }
    const asked = 'retryAfterMs' in outcome ? outcome.retryAfterMs : undefined;
    await sleep(Math.min(asked ?? wait, 10_000) * (0.75 + Math.random() / 2));
    wait = Math.min(wait * 2, 4000);
  }
}

/** The cause of a failed fetch, in a few words. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A response as a Try: 2xx is `ok` (after `read`), 5xx is worth another try, anything else fails. */
export async function answered<T>(
  res: Response,
  read: (res: Response) => Promise<T>,
  okStatuses: number[] = [],
): Promise<Try<T>> {
  if ((res.status >= 200 && res.status < 300) || okStatuses.includes(res.status))
    return { ok: await read(res) };
  const body = (await res.text()).slice(0, 200);
  if (res.status >= 500) {
    const after = Number(res.headers.get('retry-after'));
    return {
      retry: `${res.status} ${body}`,
      status: res.status,
      ...(after > 0 ? { retryAfterMs: after * 1000 } : {}),
    };
  }
  return { fail: `${res.status} ${body}`, status: res.status };
}

/** fetch with the client's timeout. */
export const call = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** JSON request headers, with a Bearer token and the caller's address when given. */
export function headers(opts: { token?: string; from?: string; json?: boolean } = {}) {
  const h: Record<string, string> = {};
  if (opts.json !== false) h['content-type'] = 'application/json';
  if (opts.token) h.authorization = `Bearer ${opts.token}`;
  if (opts.from) h['x-forwarded-for'] = opts.from;
  return h;
}

/** A distinct address for user number `n`, as each pupil signing in from home. */
export const homeAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255 || 1}`;
