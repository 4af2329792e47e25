/**
 * What one scenario saw, and its printout: the faults injected, each kind of operation
 * (attempted, succeeded, retried, failed), the 5xx answers and connection errors the clients
 * met, and what the checks found afterwards: records lost, duplicates, and other checks failed.
 */

export interface OpStats {
  attempted: number;
  succeeded: number;
  /** Succeeded or not, needed more than one try. */
  retried: number;
  failed: number;
  /** The longest one took, retries included, in milliseconds. */
  worstMs: number;
}

export class ScenarioReport {
  private readonly made = performance.now();
  private started = this.made;
  readonly faults: string[] = [];
  /** The faults and the recoveries, in order, as the printout shows them. */
  private readonly timeline: string[] = [];
  readonly ops = new Map<string, OpStats>();
  /** 5xx answers by status, whether a retry followed or not. */
  readonly serverErrors = new Map<number, number>();
  connectionErrors = 0;
  timeouts = 0;
  /** Operations that ended on a 5xx: retried until the deadline, or not retryable. */
  unavoided5xx = 0;
  lost = 0;
  duplicates = 0;
  readonly findings: string[] = [];
  readonly failedChecks: string[] = [];
  readonly notes: string[] = [];
  /** Other answers worth telling apart (an error event, a stream cut short), by label. */
  readonly seenCounts = new Map<string, number>();

  constructor(readonly title: string) {}

  /** Starts the timeline of the faults: when the load begins. */
  begin() {
    this.started = performance.now();
  }

  /** Seconds since the load began, for the timeline of the faults. */
  at() {
    return `${((performance.now() - this.started) / 1000).toFixed(1)} s`;
  }

  /** A fault injected at `at` (this.at() when it began), now if not given. */
  fault(what: string, at = this.at()) {
    this.faults.push(what);
    this.timeline.push(`${at}: ${what}`);
  }

  /** A service brought back (not a fault: the timeline shows it, the count does not). */
  recovered(what: string) {
    this.timeline.push(`${this.at()}: ${what} (recovery)`);
  }

  op(kind: string): OpStats {
    let stats = this.ops.get(kind);
    if (!stats)
      this.ops.set(
        kind,
        (stats = { attempted: 0, succeeded: 0, retried: 0, failed: 0, worstMs: 0 }),
      );
    return stats;
  }

  serverError(status: number) {
    this.serverErrors.set(status, (this.serverErrors.get(status) ?? 0) + 1);
  }

  seen(label: string) {
    this.seenCounts.set(label, (this.seenCounts.get(label) ?? 0) + 1);
  }

  lose(count: number, what: string) {
    if (count <= 0) return;
    this.lost += count;
    this.findings.push(`LOST ${count}: ${what}`);
  }

  duplicate(count: number, what: string) {
    if (count <= 0) return;
    this.duplicates += count;
    this.findings.push(`DUPLICATE ${count}: ${what}`);
  }

  /** A check that is not about a record: it fails the run as a lost record does. */
  check(ok: boolean, what: string) {
    if (!ok) this.failedChecks.push(what);
  }

  note(what: string) {
    this.notes.push(what);
  }

  print() {
    const fives = [...this.serverErrors.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...this.serverErrors].map(([status, n]) => `${status} ×${n}`).join(', ');
    const setUp = (this.started - this.made) / 1000;
    const ran = (performance.now() - this.started) / 1000;
    console.log(`\n== ${this.title} ==`);
    console.log(`set up in ${setUp.toFixed(0)} s, then ran ${ran.toFixed(0)} s`);
    console.log(`faults injected: ${this.faults.length}`);
    for (const event of this.timeline) console.log(`  - ${event}`);
    for (const [kind, s] of this.ops) {
      console.log(
        `  ${kind.padEnd(46)} attempted ${String(s.attempted).padStart(4)}  succeeded ${String(s.succeeded).padStart(4)}  retried ${String(s.retried).padStart(4)}  failed ${String(s.failed).padStart(4)}  worst ${(s.worstMs / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `  5xx seen: ${fives}${fives ? ` (${byStatus})` : ''}; connection errors: ${this.connectionErrors}; timeouts: ${this.timeouts}; operations ended on a 5xx: ${this.unavoided5xx}`,
    );
    for (const [label, n] of this.seenCounts) console.log(`  seen ×${n}: ${label}`);
    console.log(`  records lost: ${this.lost}, duplicates: ${this.duplicates}`);
    for (const finding of this.findings) console.log(`  ${finding}`);
    for (const check of this.failedChecks) console.log(`  CHECK FAILED: ${check}`);
    for (const note of this.notes) console.log(`  note: ${note}`);
  }
}
