import { HttpProblem } from './problem';
import { workerTask } from './worker-task';

/** Tasks for worker-pool.test.ts, each one way a task can end. */
export const echo = workerTask((input: string) => `echo ${input}`);

export const refuse = workerTask(() => {
  throw new HttpProblem(422, 'Refused', 'That file is refused.', { type: 'x:refused' });
});

export const spin = workerTask(() => {
  for (;;) {
    /* a task that never ends on its own, as a parser stuck on hostile input would */
  }
});

export const hoard = workerTask(() => {
  // Arrays of 8 MB each: few objects for the collector to mark, so the limit is met at once
  // even on a busy machine, not after seconds of collections near it.
  const kept: number[][] = [];
  for (;;) kept.push(new Array<number>(1_000_000).fill(0.5));
});

/** Buffers outside the heap, in a loop that never yields: what a decompression bomb does. */
export const hoardBuffers = workerTask(() => {
  const kept: Uint8Array[] = [];
  for (;;) kept.push(new Uint8Array(1024 * 1024).fill(1));
});

export const crash = workerTask(() => {
  throw new TypeError('a bug');
});

export const sleep = workerTask(
  (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('slept'), ms)),
);
