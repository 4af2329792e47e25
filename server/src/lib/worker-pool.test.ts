import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpProblem } from './problem';
import { createWorkerPool } from './worker-pool';

const fixture = new URL('./worker-pool-fixture.worker.ts', import.meta.url);
const pool = createWorkerPool({
  filename: fixture,
  what: 'Reading the file',
  memoryMb: 64,
  timeoutMs: 1_500,
  maxThreads: 1,
  maxQueue: 2,
});
afterAll(() => pool.close());

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the task succeeded'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(HttpProblem);
      return error as HttpProblem;
    },
  );

describe('worker pool', () => {
  it('runs a task on a worker and returns its value', async () => {
    await expect(pool.run('echo', 'hello')).resolves.toBe('echo hello');
  });

  it('passes a problem thrown in the worker on as the same problem', async () => {
    const problem = await problemOf(pool.run('refuse', null));
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe('That file is refused.');
    expect(problem.extra.type).toBe('x:refused');
  });

  it('ends a task that runs past its time with a 422 naming the limit, and the next task works', async () => {
    const problem = await problemOf(pool.run('spin', null));
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe(
      'Reading the file needed more than 1.5 s, the limit for one request.',
    );
    await expect(pool.run('echo', 'after')).resolves.toBe('echo after');
  });

  it('ends a task that outgrows its memory with a 422 naming the limit, and the next task works', async () => {
    const problem = await problemOf(pool.run('hoard', null));
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe(
      'Reading the file needed more than 64 MB of memory, the limit for one request.',
    );
    await expect(pool.run('echo', 'after')).resolves.toBe('echo after');
  });

  it('ends a task whose buffers outgrow the same bound outside the heap, and the next task works', async () => {
    const problem = await problemOf(pool.run('hoardBuffers', null));
    expect(problem.status).toBe(422);
    expect(problem.detail).toBe(
      'Reading the file needed more than 64 MB of memory, the limit for one request.',
    );
    await expect(pool.run('echo', 'after')).resolves.toBe('echo after');
  });

  it('does not charge waiting in line to a task’s time', async () => {
    const first = pool.run('sleep', 1_000);
    const second = pool.run('sleep', 1_000);
    await expect(Promise.all([first, second])).resolves.toEqual(['slept', 'slept']);
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    const running = [pool.run('sleep', 300), pool.run('sleep', 300), pool.run('sleep', 300)];
    const problem = await problemOf(pool.run('echo', 'one too many'));
    expect(problem.status).toBe(503);
    expect(problem.extra.headers?.['retry-after']).toBe('5');
    await Promise.all(running);
  });

  it('rejects with the caller’s reason when the caller gives up', async () => {
    const controller = new AbortController();
    const running = pool.run('spin', null, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('closed the tab')), 100);
    await expect(running).rejects.toThrow('closed the tab');
    await expect(pool.run('echo', 'after')).resolves.toBe('echo after');
  });

  it('starts its workers in a process run with V8 flags, which a worker may not be given', () => {
    const script =
      `import { createWorkerPool } from ${JSON.stringify(new URL('./worker-pool.ts', import.meta.url).href)};` +
      `const pool = createWorkerPool({ filename: new URL(${JSON.stringify(fixture.href)}), ` +
      `what: 'x', memoryMb: 64, timeoutMs: 10000, maxThreads: 1, maxQueue: 1 });` +
      `console.log(await pool.run('echo', 'flags')); await pool.close();`;
    const run = spawnSync(
      process.execPath,
      ['--max-old-space-size=256', '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('echo flags');
  });

  it('lets a bug in a task reach the caller as an error, not a problem', async () => {
    await expect(pool.run('crash', null)).rejects.toThrow('a bug');
  });
});
