/** What a hostile case is, and what a fixed server should answer to it. */
import { kindOf, type Answer } from './answer';
import type { Kyu, Mode } from './kyu';

export interface Outcome {
  answers: Answer[];
  /** What else the case learnt (a queued document's fate, which school a domain names). */
  note?: string;
  /** A queued document's extraction ended in failure, with its reason (a bound, say). */
  extractionFailed?: boolean;
}

/** A check after the case that the service still works (read-aloud, say). */
export interface Check {
  ok: boolean;
  text: string;
}

export interface Want {
  /** In words, for the table: "a clear 4xx". */
  label: string;
  met: (outcome: Outcome) => boolean;
}

export interface Case<P = unknown> {
  /** The item ("1"…"7", or "own"), then what is sent. */
  item: string;
  name: string;
  /** Development routes exist only outside production. */
  mode?: Mode;
  wants: Want;
  /** Untimed: builds the input and makes the rows the hostile request needs. */
  prepare?: (kyu: Kyu) => Promise<P>;
  /** The hostile request(s), within `signal` (the case's bound). */
  hostile: (kyu: Kyu, prepared: P, signal: AbortSignal) => Promise<Outcome>;
  /** After the case: does what it may have broken still work? */
  after?: (kyu: Kyu, prepared: P) => Promise<Check>;
}

/** A case whose prepared value's type is checked where it is written, then kept as any case. */
export const hostileCase = <P>(c: Case<P>) => c as unknown as Case;

const clearly = (a: Answer) => ['refused', 'busy'].includes(kindOf(a));

export const WANTS = {
  refused: { label: 'a clear 4xx', met: (o) => o.answers.every(clearly) },
  refusedOrFailedExtraction: {
    label: 'a clear 4xx, or extraction failing with its reason',
    met: (o) =>
      o.answers.every(clearly) || (o.answers.every((a) => !isFailure(a)) && !!o.extractionFailed),
  },
  answered: {
    label: '2xx or a clear 4xx',
    met: (o) => o.answers.every((a) => kindOf(a) === 'answered' || clearly(a)),
  },
  /** An import that reads the file and reports the hostile question rejected, or refuses it. */
  rejectedInReport: {
    label: 'the question rejected in the report, or a clear 4xx',
    met: (o) =>
      o.answers.every((a) => {
        if (clearly(a)) return true;
        if (kindOf(a) !== 'answered') return false;
        const report = JSON.parse(a.body.toString('utf8')) as { rejected?: unknown[] };
        return (report.rejected?.length ?? 0) > 0;
      }),
  },
  limited: {
    label: 'some 429',
    met: (o) => o.answers.some((a) => a.status === 429),
  },
} satisfies Record<string, Want>;

/** An answer that fails the run: a 5xx other than 503 with Retry-After, or none at all. */
export const isFailure = (answer: Answer) => kindOf(answer) === 'failed';
