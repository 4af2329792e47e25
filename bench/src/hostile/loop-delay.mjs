/**
 * Loaded into the Kyu server by the hostile bench (`node --import`), so the product itself
 * carries no probe: it keeps a histogram of the main thread's event-loop delay, and on each
 * SIGUSR2 writes what it saw since the last one to BENCH_LOOP_DELAY_FILE and starts afresh. The
 * bench signals at the start and at the end of each case. A stuck loop cannot answer: the bench
 * then reports the delay as unknown.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (isMainThread && file) {
  // 10 ms between samples: a loop blocked longer than that shows up as one long sample.
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let seq = 0;
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
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
