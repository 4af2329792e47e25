/**
 * The soak: students open and submit for minutes on end at a steady rate (half the peak), every
 * stream checked. The server's resident memory is read after a warm-up and at the end; growth
 * of 10% or more fails the run, as does any failed call.
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

export async function soak(
  t: Target,
  tokens: string[],
  opts: { lanes: number; minutes: number; perSecond: number; pid: number },
) {
  const started = performance.now();
  const until = started + opts.minutes * 60_000;
  const warmUp = Math.min(60_000, (opts.minutes * 60_000) / 10);
  const report = Math.max(10_000, (opts.minutes * 60_000) / 10);
  const lanes = Math.min(opts.lanes, tokens.length);
  console.log(
    `soak: ${opts.minutes} min at ${opts.perSecond.toFixed(1)} submits/s, ${lanes} students at once; RSS at start ${rssOf(opts.pid).toFixed(0)} MB`,
  );
  let scheduled = 0;
  let window: number[] = [];
  const all: number[] = [];
  let afterWarmUp: number | null = null;
  const ticker = setInterval(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const rss = rssOf(opts.pid);
    if (afterWarmUp === null && performance.now() - started >= warmUp) afterWarmUp = rss;
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
  }
  const end = rssOf(opts.pid);
  const start = afterWarmUp ?? end;
  const growth = (end - start) / start;
  console.log(figuresLine('soak, all submits', figures(all, (performance.now() - started) / 1000)));
  console.log(
    `RSS after warm-up ${start.toFixed(0)} MB, at end ${end.toFixed(0)} MB (${(growth * 100).toFixed(1)}%), 0 errors`,
  );
  if (growth >= 0.1) throw new BenchFailure(`RSS grew ${(growth * 100).toFixed(1)}% in the soak`);
}
