import type { FuzzReport } from './run';

const counts = (byStatus: Record<number, number>) =>
  Object.entries(byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** The counts a run prints: by status, and (for the bench) by operation. */
export function summary(report: FuzzReport, seed: number, byOperation: boolean) {
  const lines = [
    `fuzz: seed ${seed}, ${report.inputs} inputs over ${Object.keys(report.byOperation).length} operations, ${report.failures.length} failing`,
    `  by status: ${counts(report.byStatus)}`,
  ];
  if (byOperation) {
    for (const [key, byStatus] of Object.entries(report.byOperation)) {
      lines.push(`  ${key.padEnd(72)} ${counts(byStatus)}`);
    }
  }
  return lines.join('\n');
}
