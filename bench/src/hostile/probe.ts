/**
 * The cheap client (probe-worker.ts) driven from the bench: point it at a server, open a window
 * when a case starts, close it when the case ends and read what the client saw meanwhile.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FromProbe, ToProbe, Window } from './probe-worker';

export type { Window } from './probe-worker';

export async function startProbe() {
  const worker = new Worker(new URL('./probe-worker.ts', import.meta.url));
  const send = (message: ToProbe) => worker.postMessage(message);
  const next = async (kind: FromProbe['kind']) => {
    for (;;) {
      const [message] = (await once(worker, 'message')) as [FromProbe];
      if (message.kind === kind) return message;
    }
  };
  await next('ready');
  return {
    /** Reads `url` with `token` every 50 ms, and the memory of the process `pid`. */
    aim: (url: string, token: string, pid: number) => send({ kind: 'target', url, token, pid }),
    /** Stops reading, while the server is restarted. */
    pause: () => send({ kind: 'pause' }),
    open: () => send({ kind: 'open' }),
    close: async (): Promise<Window> => {
      const closed = next('closed');
      send({ kind: 'close' });
      return ((await closed) as Extract<FromProbe, { kind: 'closed' }>).window;
    },
    stop: () => worker.terminate(),
  };
}

export type Probe = Awaited<ReturnType<typeof startProbe>>;
