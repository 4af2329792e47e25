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
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `${i}`));
});

export const crash = workerTask(() => {
  throw new TypeError('a bug');
});

export const sleep = workerTask(
  (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('slept'), ms)),
);
