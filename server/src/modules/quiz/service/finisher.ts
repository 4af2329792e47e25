import * as q from '../queries';
import type { AttemptRow, EvaluationRow } from '../queries';
import type { LoadedQuestion } from '../../questions/service';
import {
  checkAnswers,
  gradeAttempt,
  scoreWithoutModel,
  type GradingDeps,
  type GradingOptions,
} from './grading';
import type { Marking } from './mark-one';

/** A timed attempt's answers saved this long after its deadline (a slow network) still count. */
export const DEADLINE_GRACE_MS = 5_000;
/** How often the sweeper looks for attempts to finish. */
export const SWEEP_EVERY_MS = 30_000;
/**
 * A marker holds the attempt it marks this long, renewing it a third of the way through: one
 * that stops renewing (its database connection cut, its instance killed) is taken up by the next
 * submit of that attempt, or by a sweep, this long after.
 */
export const MARKING_LEASE_MS = 15_000;

/** An open attempt whose time, grace included, has run out. */
export const isOverdue = (attempt: AttemptRow, now = new Date()) =>
  attempt.submittedAt === null &&
  attempt.deadlineAt !== null &&
  attempt.deadlineAt.getTime() + DEADLINE_GRACE_MS < now.getTime();

export interface Finisher {
  /** Marks a submitted attempt; while this process is marking it, a second call waits for the first. */
  grade(attemptId: number, opts?: GradingOptions): Promise<AttemptRow | undefined>;
  /** Marks some answers of an open attempt (a practice check); the attempt stays open. */
  check(attempt: AttemptRow, questionIds: number[], opts?: GradingOptions): Promise<void>;
  /** Scores the unmarked answers that need no model, by evaluation id, saving nothing. */
  scoreAhead(
    rows: EvaluationRow[],
    questions: Map<number, LoadedQuestion>,
  ): Promise<Map<number, Marking>>;
  /** The attempt as it is now, finished from its autosaved answers first when it is overdue. */
  settle(attempt: AttemptRow): Promise<AttemptRow>;
  /**
   * Marks a submitted attempt in the background if its marker is gone (its lease over);
   * answers whether this call took it up.
   */
  takeUp(attemptId: number): Promise<boolean>;
  /** Finishes overdue attempts and abandoned marking; answers how many it took up. */
  sweep(): Promise<number>;
  /** Stops the models and waits for marking under way. */
  close(): Promise<void>;
}

/** Marking jobs of one app, run apart from the requests that start them. */
export function createFinisher(deps: Omit<GradingDeps, 'closing'>): Finisher {
  const closing = new AbortController();
  const running = new Map<number, Promise<AttemptRow | undefined>>();

  // The lease is renewed apart from the marking, so a long model answer does not lose it; a
  // renewal that fails (the database out of reach) is left to the next. The first comes a third
  // of a lease in: until then the claim that started the marking holds it (its submit's time,
  // or the lease a take-up or sweep just took), so a quick submit writes nothing more.
  const holding = (attemptId: number) => {
    const renew = () =>
      q.holdMarking(deps.db, attemptId, MARKING_LEASE_MS, true).catch(() => undefined);
    return setInterval(renew, MARKING_LEASE_MS / 3);
  };

  const grade: Finisher['grade'] = (attemptId, opts) => {
    const current = running.get(attemptId);
    if (current) return current;
    const lease = holding(attemptId);
    const job = gradeAttempt({ ...deps, closing: closing.signal }, attemptId, opts).finally(() => {
      clearInterval(lease);
      running.delete(attemptId);
    });
    running.set(attemptId, job);
    return job;
  };

  const takeUp: Finisher['takeUp'] = async (attemptId) => {
    if (running.has(attemptId) || closing.signal.aborted) return false;
    if (!(await q.holdMarking(deps.db, attemptId, MARKING_LEASE_MS, false))) return false;
    grade(attemptId).catch((err: unknown) =>
      deps.log.warn({ err, attemptId }, 'marking taken up failed; it is taken up again later'),
    );
    return true;
  };

  const checks = new Set<Promise<void>>();
  const check: Finisher['check'] = (attempt, questionIds, opts) => {
    const job = checkAnswers({ ...deps, closing: closing.signal }, attempt, questionIds, opts);
    checks.add(job);
    return job.finally(() => checks.delete(job));
  };

  // Only answers that need no model are scored ahead, and those never read the scoring prompt.
  const noPrompt = () => Promise.reject(new Error('scoring without the model reads no prompt'));
  const scoreAhead: Finisher['scoreAhead'] = (rows, questions) =>
    scoreWithoutModel({ ...deps, closing: closing.signal }, rows, questions, noPrompt);

  const settle: Finisher['settle'] = async (attempt) => {
    if (!isOverdue(attempt)) return attempt;
    await q.claimAttempt(deps.db, attempt.id, null, new Date());
    return (await grade(attempt.id)) ?? attempt;
  };

  const sweep = async () => {
    const now = Date.now();
    const due = await q.attemptsToFinish(
      deps.db,
      new Date(now - DEADLINE_GRACE_MS),
      MARKING_LEASE_MS,
    );
    for (const { id } of due) {
      const attempt = await q.findAttempt(deps.db, id);
      if (!attempt) continue;
      if (attempt.submittedAt === null) await settle(attempt);
      else if (await q.holdMarking(deps.db, id, MARKING_LEASE_MS, false)) await grade(id);
    }
    return due.length;
  };

  return {
    grade,
    check,
    scoreAhead,
    settle,
    takeUp,
    sweep,
    async close() {
      closing.abort(new Error('the server is closing'));
      await Promise.allSettled([...running.values(), ...checks]);
    },
  };
}
