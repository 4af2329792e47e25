/**
 * Loaded into the Kyu server by the hostile bench (`node --import`), so the product itself
 * carries no probe: a timer due every 10 ms records how late each tick ran (the event-loop
 * delay), and on each SIGUSR2 the figures since the last one go to BENCH_LOOP_DELAY_FILE and the
 * count starts afresh. The bench signals at the start and at the end of each case; a stuck loop
 * cannot answer, and the bench then reports the delay as unknown.
 *
 * Not monitorEventLoopDelay: its reset forgets when the last tick ran, so a block that starts
 * before the first tick after a reset is never counted.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { createHistogram } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const RESOLUTION_MS = 10;
const file = process.env.BENCH_LOOP_DELAY_FILE;
if (isMainThread && file) {
  const histogram = createHistogram();
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    // In microseconds; a histogram takes whole numbers from 1.
    histogram.record(Math.max(1, Math.round((now - last - RESOLUTION_MS) * 1000)));
    last = now;
  }, RESOLUTION_MS).unref();
  let seq = 0;
  process.on('SIGUSR2', () => {
    const ms = (us) => us / 1000;
    const figures = {
      seq: ++seq,
      count: histogram.count,
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    // Written aside and renamed, so that the bench never reads half of it.
    writeFileSync(`${file}.next`, JSON.stringify(figures));
    renameSync(`${file}.next`, file);
    histogram.reset();
  });
}
