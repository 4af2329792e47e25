import { type MessagePort, threadId } from 'node:worker_threads';
import { HttpProblem } from './problem';

/** What a task sends back: its value, or the problem it threw (a class does not cross threads). */
export type TaskOutcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      problem: {
        status: number;
        title: string;
        detail?: string;
        extra: HttpProblem['extra'];
      };
    };

/** What the pool posts to a worker: the task's input and the port to say it has started on (with its thread's id). */
export interface TaskMessage<I> {
  input: I;
  started: MessagePort;
}

/**
 * Makes a worker module's export a pool task: it tells the pool when it starts, and on which
 * thread (so the time limit counts running time only, and the pool weighs that thread), and sends a thrown `HttpProblem` back as data, so the request
 * gets the same 4xx it would have on the main thread. Any other throw stays an error.
 */
export function workerTask<I, T>(run: (input: I) => T | Promise<T>) {
  return async ({ input, started }: TaskMessage<I>): Promise<TaskOutcome<T>> => {
    started.postMessage(threadId);
    started.close();
    try {
      return { ok: true, value: await run(input) };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
      const { status, title, detail, extra } = error;
      return { ok: false, problem: { status, title, detail, extra } };
    }
  };
}

/** The value of an outcome, or its problem thrown again on this side. */
export function fromTransfer<T>(outcome: TaskOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { status, title, detail, extra } = outcome.problem;
  throw new HttpProblem(status, title, detail, extra);
}
