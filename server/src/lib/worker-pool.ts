import { availableParallelism } from 'node:os';
import { MessageChannel, type Transferable, type Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpProblem, problemType } from './problem';
import { fromTransfer, type TaskOutcome } from './worker-task';

/**
 * Work that is CPU-heavy or driven by an untrusted file (reading Word and PDF files, parsing an
 * import, speaking a text) runs on worker threads, so the event loop only routes and one
 * request never stalls the others. Each pool bounds a task's memory (the worker's V8 heap, and
 * apart from it the buffers it holds), its running time (counted from when a worker takes it
 * up, so waiting in line is not charged to it) and how many tasks may wait; a worker that dies
 * or overruns is replaced by a fresh one.
 */
export interface WorkerPoolOptions {
  /** The module whose named exports (made with `workerTask`) are the tasks. */
  filename: URL;
  /** What the work is, for messages: "Reading the document" took longer than … */
  what: string;
  /**
   * Heap for one worker, in MB, and as much again for the buffers it holds outside the heap
   * (ArrayBuffers, which `resourceLimits` does not count: a decompression bomb fills those):
   * past either the worker is ended and its task refused.
   */
  memoryMb: number;
  /** Running time for one task, in ms. */
  timeoutMs: number;
  /** Workers at most; by default one per core. */
  maxThreads?: number;
  /** Tasks waiting for a worker at most; one more answers 503 with Retry-After. */
  maxQueue: number;
}

export interface WorkerPool {
  /**
   * Runs the task exported as `task` with `input` (structured-cloned; `transfer` moves buffers
   * instead of copying them). Resolves with its value, or throws the problem it threw, or a
   * problem for an overrun (422), a full queue (503) or the caller's abort (its reason).
   */
  run<T>(
    task: string,
    input: unknown,
    options?: { signal?: AbortSignal; transfer?: Transferable[] },
  ): Promise<T>;
  close(): Promise<void>;
}

/** Retry-After for a full queue: about how long a worker takes to free up. */
const BUSY_RETRY_SECONDS = 5;
/**
 * How often a running task's buffers are weighed. V8 answers between two instructions, even in
 * a loop that never yields; a parser decoding 50 MB/s overshoots the bound by 5 MB at most.
 */
const WEIGH_EVERY_MS = 100;

class Overran extends Error {}
class Outgrew extends Error {}

const busy = (what: string) =>
  new HttpProblem(
    503,
    'Service unavailable',
    `${what} is busy with other requests; try again in a few seconds.`,
    {
      type: problemType('busy'),
      headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
    },
  );

const overran = (what: string, bound: string) =>
  new HttpProblem(422, 'Refused', `${what} needed more than ${bound}, the limit for one request.`, {
    type: problemType('too-costly'),
  });

/**
 * A worker's node flags: tsx's loader, which compiles the project's TypeScript on the fly, and
 * nothing else. The process's own flags are not passed on: V8's (`--max-old-space-size`,
 * `--trace-gc`) make a worker refuse to start, and each worker's heap is bounded here anyway.
 */
const WORKER_EXEC_ARGV = ['--import', import.meta.resolve('tsx')];

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** A worker's heap statistics; Node 22.16 and 24 answer them, @types/node does not list them yet. */
type Weighable = Worker & {
  getHeapStatistics?: () => Promise<{ external_memory?: number }>;
};

/** Memory a worker holds outside its heap (0 where Node cannot tell). */
const externalBytes = async (worker: Weighable | undefined) =>
  (await worker?.getHeapStatistics?.())?.external_memory ?? 0;

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { what, memoryMb, timeoutMs } = options;
  const maxThreads = options.maxThreads ?? availableParallelism();
  // Counted here rather than by piscina's own bound, which does not count tasks that carry an
  // abort signal (every task here does).
  const capacity = maxThreads + options.maxQueue;
  let inFlight = 0;
  const pool = new Piscina({
    filename: options.filename.href,
    minThreads: 0,
    maxThreads,
    // A worker costs tens of MB and a start of a few hundred ms; one idle a minute is kept.
    idleTimeout: 60_000,
    // A task is one request's work: more than one at a time on a thread would share its limits.
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
    execArgv: WORKER_EXEC_ARGV,
  });
  // A worker that dies between tasks is replaced by piscina; there is no request to tell.
  pool.on('error', () => undefined);

  return {
    async run<T>(
      task: string,
      input: unknown,
      { signal, transfer = [] }: { signal?: AbortSignal; transfer?: Transferable[] } = {},
    ) {
      if (inFlight >= capacity) throw busy(what);
      inFlight++;
      const stop = new AbortController();
      const onCallerAbort = () => stop.abort(signal!.reason);
      signal?.addEventListener('abort', onCallerAbort, { once: true });
      if (signal?.aborted) onCallerAbort();
      // The worker says when it starts the task, and which thread it is; only then does the
      // clock run and its buffers get weighed.
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      let weigher: NodeJS.Timeout | undefined;
      port1.once('message', (threadId: number) => {
        timer = setTimeout(() => stop.abort(new Overran()), timeoutMs);
        const worker: Weighable | undefined = pool.threads.find((t) => t.threadId === threadId);
        weigher = setInterval(() => {
          externalBytes(worker).then(
            (bytes) => {
              if (bytes > memoryMb * 1024 * 1024) stop.abort(new Outgrew());
            },
            () => undefined, // the worker has ended already; its task answers for it
          );
        }, WEIGH_EVERY_MS);
      });
      try {
        const outcome = (await pool.run(
          { input, started: port2 },
          { name: task, signal: stop.signal, transferList: [port2, ...transfer] },
        )) as TaskOutcome<T>;
        return fromTransfer(outcome);
      } catch (error) {
        if (stop.signal.reason instanceof Overran) {
          throw overran(what, `${timeoutMs / 1000} s`);
        }
        if (signal?.aborted) throw signal.reason;
        if (isOutOfMemory(error) || stop.signal.reason instanceof Outgrew) {
          throw overran(what, `${memoryMb} MB of memory`);
        }
        throw error;
      } finally {
        inFlight--;
        clearTimeout(timer);
        clearInterval(weigher);
        port1.close();
        signal?.removeEventListener('abort', onCallerAbort);
      }
    },
    close: () => pool.close({ force: true }),
  };
}
