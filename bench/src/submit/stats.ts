/** Rate and latency percentiles of a run, and the line that prints them. */
export interface Figures {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export function figures(times: number[], seconds: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    seconds,
    perSecond: times.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const figuresLine = (name: string, f: Figures) =>
  `${name.padEnd(36)} ${f.perSecond.toFixed(1).padStart(8)} /s  ` +
  `p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  ` +
  `p99 ${f.p99.toFixed(1).padStart(6)} ms  (${f.count} in ${f.seconds.toFixed(1)} s)`;
