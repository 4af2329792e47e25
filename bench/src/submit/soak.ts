/**
 * The soak: students open and submit for minutes on end at a steady rate (half the peak), every
 * stream checked. The server's resident memory is read every few seconds; its median from the
 * warm-up to half-time and its median over the last stretch are compared (a single reading
 * lands anywhere in the garbage collector's cycle), and growth of 10% or more
 * fails the run, as does any failed call or a server that does not keep up with the rate.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchFailure, inLanes, openAttempt, submit, type Target } from './runs';
import { figures, figuresLine } from './stats';

/** The resident memory of a process, in MB, from /proc (Linux). */
function rssOf(pid: number) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

const RSS_EVERY_MS = 2_000;
/** The share of the soak's rate the server must keep to pass. */
const KEPT_UP = 0.95;

function medianRss(readings: { at: number; rss: number }[], from: number, to: number) {
  const within = readings
    .filter((r) => r.at >= from && r.at <= to)
    .map((r) => r.rss)
    .sort((a, b) => a - b);
  if (!within.length) throw new Error('the soak is too short to read its memory');
  return within[Math.floor(within.length / 2)]!;
}

export async function soak(
  t: Target,
  tokens: string[],
  opts: { lanes: number; minutes: number; perSecond: number; pid: number },
) {
  const started = performance.now();
  const until = started + opts.minutes * 60_000;
  // The peak run before leaves a large heap, collected over the first minute or two.
  const warmUp = Math.min(120_000, (opts.minutes * 60_000) / 5);
  const report = Math.max(10_000, (opts.minutes * 60_000) / 10);
  const stretch = report;
  const lanes = Math.min(opts.lanes, tokens.length);
  console.log(
    `soak: ${opts.minutes} min at ${opts.perSecond.toFixed(1)} submits/s, ${lanes} students at once; RSS at start ${rssOf(opts.pid).toFixed(0)} MB`,
  );
  let scheduled = 0;
  let window: number[] = [];
  const all: number[] = [];
  const readings: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    readings.push({ at: performance.now() - started, rss: rssOf(opts.pid) });
  }, RSS_EVERY_MS);
  const ticker = setInterval(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const rss = rssOf(opts.pid);
    console.log(
      figuresLine(`  ${seconds} s, RSS ${rss.toFixed(0)} MB`, figures(window, report / 1000)),
    );
    window = [];
  }, report);
  try {
    // Lane i keeps its own students (i, i + lanes, …), so no student has two attempts going.
    await inLanes([...Array(lanes).keys()], lanes, async (lane) => {
      for (let k = 0; ; k++) {
        const token = tokens[(lane + k * lanes) % (tokens.length - (tokens.length % lanes))]!;
        await openAttempt(t, token);
        const at = started + (scheduled++ / opts.perSecond) * 1000;
        if (at > until) return;
        await sleep(Math.max(0, at - performance.now()));
        const { ms } = await submit(t, token, `/api/v1/quiz/${t.quizId}/submit`);
        window.push(ms);
        all.push(ms);
      }
    });
  } finally {
    clearInterval(ticker);
    clearInterval(sampler);
  }
  const total = performance.now() - started;
  const start = medianRss(readings, warmUp, Math.max(warmUp + stretch, total / 2));
  const end = medianRss(readings, total - stretch, total);
  const growth = (end - start) / start;
  console.log(figuresLine('soak, all submits', figures(all, (performance.now() - started) / 1000)));
  console.log(
    `RSS (medians) from warm-up to half-time ${start.toFixed(0)} MB, last ${stretch / 1000} s ${end.toFixed(0)} MB ` +
      `(${(growth * 100).toFixed(1)}%), 0 errors`,
  );
  // Memory follows the requests in flight: a server that fell behind holds every student's
  // request at once, so its growth is said for what it is.
  const kept = all.length / (total / 1000) / opts.perSecond;
  if (kept < KEPT_UP)
    throw new BenchFailure(
      `the server fell behind the soak: ${(kept * 100).toFixed(0)}% of ${opts.perSecond.toFixed(1)} submits/s`,
    );
  if (growth >= 0.1) throw new BenchFailure(`RSS grew ${(growth * 100).toFixed(1)}% in the soak`);
}
