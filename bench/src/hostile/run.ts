/**
 * Runs one case against the server, while the cheap client reads: within a bound, whatever the
 * server does; a server that died is reported and started again, one that no longer answers is
 * killed and started again, and one the case left broken (its `after` check failed) too, so
 * that each case meets a working server.
 */
import { detailOf, kindOf, summary } from './answer';
import { isFailure, type Case, type Check, type Outcome } from './case';
import type { Kyu, LoopDelay, Mode } from './kyu';
import { memoryKb } from './memory';
import type { Probe, Window } from './probe';

export const CASE_SECONDS = Number(process.env.BENCH_CASE_SECONDS ?? 60);
/**
 * A server holding more than this (V8 and PGlite keep what a heavy case made them grow to) is
 * started afresh before the next case, so that each case's memory is its own.
 */
export const FRESH_ABOVE_MB = Number(process.env.BENCH_FRESH_ABOVE_MB ?? 1024);
const CHEAP_ROUTE = '/users/onboarding';

export interface Row {
  item: string;
  name: string;
  answers: string;
  /** The hostile request's detail (a problem's), or why the case could not run. */
  detail: string;
  ms: number;
  window: Window;
  loop: LoopDelay | null;
  /** 'up', or what happened to the server. */
  server: string;
  after: Check | null;
  note: string | null;
  wanted: string;
  met: boolean;
  failed: boolean;
}

/**
 * Starts the server in `mode` unless it already runs so, with room to grow, and aims the cheap
 * client at it.
 */
async function ready(kyu: Kyu, probe: Probe, mode: Mode) {
  const roomy = kyu.mode && (memoryKb(kyu.pid, 'VmRSS') ?? 0) / 1024 <= FRESH_ABOVE_MB;
  if (kyu.mode === mode && !kyu.exit && roomy) return;
  probe.pause();
  await kyu.stop();
  await kyu.start(mode);
  probe.aim(`${kyu.api}${CHEAP_ROUTE}`, kyu.token('student2'), kyu.pid);
}

/**
 * Runs `work` with a signal that aborts after `seconds`, and gives up on it 5 s later should it
 * not heed the signal.
 */
function bounded<T>(seconds: number, work: (signal: AbortSignal) => Promise<T>) {
  const giveUp = AbortSignal.timeout((seconds + 5) * 1000);
  return Promise.race([
    work(AbortSignal.timeout(seconds * 1000)),
    new Promise<never>((_, reject) =>
      giveUp.addEventListener('abort', () => reject(new Error(`no end within ${seconds} s`))),
    ),
  ]);
}

/** True when the server answers the cheap route within 5 s. */
async function answers(kyu: Kyu) {
  const answer = await kyu.call('GET', CHEAP_ROUTE, {
    as: 'student2',
    signal: AbortSignal.timeout(5_000),
  });
  return answer.status === 200;
}

export async function runCase(kyu: Kyu, probe: Probe, c: Case): Promise<Row> {
  const row = {
    item: c.item,
    name: c.name,
    wanted: c.wants.label,
    loop: null,
    after: null,
    note: null,
  };
  await ready(kyu, probe, c.mode ?? 'production');
  let prepared: unknown;
  try {
    prepared = c.prepare ? await bounded(CASE_SECONDS, () => c.prepare!(kyu)) : undefined;
  } catch (error) {
    await kyu.stop('SIGKILL');
    return {
      ...row,
      answers: 'not sent',
      detail: `setup failed: ${String(error)}`,
      ms: 0,
      window: { probes: 0, failed: 0, failures: {}, worstMs: 0, startKb: 0, peakKb: 0 },
      server: 'restarted after a failed setup',
      met: false,
      failed: true,
    };
  }
  // A server too busy to start counting afresh within 5 s would count the case's delay from a
  // moment unknown: it is then left unknown.
  const counting = (await kyu.loopDelay()) !== null;
  probe.open();
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await bounded(CASE_SECONDS, (signal) => c.hostile(kyu, prepared, signal));
  } catch (error) {
    outcome = { answers: [], note: `the case did not end: ${String(error)}` };
  }
  const ms = performance.now() - started;
  // A moment for a server that is dying to finish doing so, before asking whether it lives.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const alive = !kyu.exit && (await answers(kyu));
  const window = await probe.close();
  const loop = alive && counting ? await kyu.loopDelay() : null;
  let server = 'up';
  if (kyu.exit) {
    const { code, signal } = kyu.exit;
    const words = kyu.lastWords(3).join(' | ');
    server = `DIED (${signal ?? `exit ${code}`})${words ? `: ${words.slice(0, 300)}` : ''}`;
  } else if (!alive) {
    server = 'STALLED: no answer to the cheap route in 5 s; killed';
  }
  let after: Check | null = null;
  if (alive && c.after) {
    try {
      after = await bounded(CASE_SECONDS, () => c.after!(kyu, prepared));
    } catch (error) {
      after = { ok: false, text: `check did not end: ${String(error)}` };
    }
  }
  if (!alive || (after && !after.ok)) await kyu.stop(alive ? 'SIGTERM' : 'SIGKILL');
  const unanswered = outcome.answers.find((a) => kindOf(a) !== 'answered');
  return {
    ...row,
    answers: summary(outcome.answers),
    detail: unanswered ? detailOf(unanswered) : '',
    ms,
    window,
    loop,
    server,
    after,
    note: outcome.note ?? null,
    met: alive && c.wants.met(outcome),
    failed:
      !alive ||
      outcome.answers.length === 0 ||
      outcome.answers.some(isFailure) ||
      after?.ok === false,
  };
}
