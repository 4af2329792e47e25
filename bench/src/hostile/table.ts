/** The hostile bench's printout: a line as each case ends, and the table of them all. */
import type { Row } from './run';

export const WAIT_GOAL_MS = 100;
export const LOOP_GOAL_MS = 50;

const time = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);
const memory = (kb: number) => (kb ? `${(kb / 1024).toFixed(0)} MB` : '?');

const wait = (row: Row) =>
  `${time(row.window.worstMs)}${row.window.failed ? ` (${row.window.failed} failed)` : ''}`;
const failures = (row: Row) =>
  Object.entries(row.window.failures)
    .map(([why, n]) => `${why} ×${n}`)
    .join(', ');
const peak = (row: Row) => `${memory(row.window.peakKb)} (from ${memory(row.window.startKb)})`;
const loop = (row: Row) => (row.loop ? `${time(row.loop.p99)} / ${time(row.loop.max)}` : 'unknown');

/** The case's line as it ends, with what it got and what it left. */
export function caseLine(row: Row) {
  const lines = [
    `${row.failed ? 'FAIL' : 'ok  '} [${row.item}] ${row.name}`,
    `       answer ${row.answers} in ${time(row.ms)}; worst wait ${wait(row)} (goal < ${WAIT_GOAL_MS} ms); ` +
      `loop delay p99/max ${loop(row)} (goal p99 < ${LOOP_GOAL_MS} ms); peak ${peak(row)}`,
  ];
  if (row.window.failed) lines.push(`       cheap client's failures: ${failures(row)}`);
  if (row.detail) lines.push(`       detail: ${row.detail.replace(/\s+/g, ' ').slice(0, 200)}`);
  if (row.note) lines.push(`       note: ${row.note}`);
  if (row.after) lines.push(`       after: ${row.after.text}`);
  if (row.server !== 'up') lines.push(`       server: ${row.server}`);
  lines.push(`       wanted ${row.wanted}: ${row.met ? 'yes' : 'not yet'}`);
  return lines.join('\n');
}

const COLUMNS: [string, (row: Row) => string][] = [
  ['item', (r) => r.item],
  ['case', (r) => r.name],
  ['answer', (r) => r.answers],
  ['took', (r) => time(r.ms)],
  [`worst wait (<${WAIT_GOAL_MS} ms)`, wait],
  [`loop p99 / max (<${LOOP_GOAL_MS} ms)`, loop],
  ['peak RSS', peak],
  ['read-aloud after', (r) => (r.after ? (r.after.ok ? 'works' : 'BROKEN') : '')],
  ['server', (r) => (r.server === 'up' ? 'up' : r.server.split(/[:(]/)[0]!.trim())],
  ['as wanted', (r) => (r.met ? 'yes' : 'not yet')],
  ['verdict', (r) => (r.failed ? 'FAIL' : 'ok')],
];

export function table(title: string, rows: Row[]) {
  const cells = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  const widths = COLUMNS.map(([head], i) =>
    Math.max(head.length, ...cells.map((line) => line[i]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    title,
    line(COLUMNS.map(([head]) => head)),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
  ].join('\n');
}
