import type { EvaluationPatch } from '../contract';
import { ApiError } from '../api/model';
import { readJson, writeJson, type localArea } from '../storage/areas';
import type { SaveState } from './model';

/** One answer waiting to be saved; the queue holds at most one per question (its evaluation). */
export interface QueuedSave extends EvaluationPatch {
  readonly questionId: number;
  /** Null for a shared attempt, which saves by question. */
  readonly evaluationId: number | null;
  /** The attempt's time so far, in seconds, sent along as `total_time_spent`. */
  readonly totalTimeSpent: number;
  /** Raised at each change, so an answer changed while its save was out stays queued. */
  readonly seq: number;
}

/** The queue with `entry` added last; an older entry for the same question is replaced (latest wins). */
export function enqueue(queue: readonly QueuedSave[], entry: QueuedSave): QueuedSave[] {
  return [...queue.filter((e) => e.questionId !== entry.questionId), entry];
}

/** The queue once `sent` is saved; an entry changed since it was sent stays. */
export function acknowledge(queue: readonly QueuedSave[], sent: QueuedSave): QueuedSave[] {
  return queue.filter((e) => !(e.questionId === sent.questionId && e.seq === sent.seq));
}

/** Waits before the n-th retry (from 0): 1 s doubling to 30 s. */
export const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

/** True for a failure worth retrying: no connection, a timeout, too many requests or a 5xx. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** Whether the browser is online, and a way to hear when it comes back. */
export interface Network {
  isOnline(): boolean;
  onOnline(listener: () => void): () => void;
}

type Listener = (event: string, fn: () => void) => void;

/** The browser's network state, read from `navigator.onLine` and the `online` event. */
export const browserNetwork: Network = {
  isOnline: () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false,
  onOnline(listener) {
    const g = globalThis as { addEventListener?: Listener; removeEventListener?: Listener };
    g.addEventListener?.('online', listener);
    return () => g.removeEventListener?.('online', listener);
  },
};

/** What a save queue needs from its owner. */
export interface SaveQueueOptions {
  /** The storage area and key the queue is kept under, so it survives a reload. */
  readonly area: ReturnType<typeof localArea>;
  readonly key: string;
  /** Saves one answer; rejects with an ApiError when the server refuses or cannot be reached. */
  readonly send: (entry: QueuedSave, keepalive: boolean) => Promise<void>;
  readonly onState: (state: SaveState) => void;
  /** An answer the server refused (a 4xx): it is dropped, and the error shown. */
  readonly onDrop: (entry: QueuedSave, error: unknown) => void;
  readonly network?: Network;
}

/** A running save queue: answers in, saved in order, kept in storage until the server has them. */
export interface SaveQueue {
  /** Queues an answer and starts flushing. */
  push(entry: Omit<QueuedSave, 'seq'>): void;
  /** The answers not yet saved, oldest first. */
  pending(): readonly QueuedSave[];
  /** Sends until the queue is empty, or until it must wait (offline, or a retry pending). */
  flush(): Promise<void>;
  /** Sends everything at once with `keepalive`, for a page being hidden or closed. */
  flushNow(): void;
  /** Stops its timers and listeners; what is queued stays in storage. */
  dispose(): void;
}

/** Starts a save queue, loading what an earlier page left in storage and sending it again. */
export function createSaveQueue(options: SaveQueueOptions): SaveQueue {
  const network = options.network ?? browserNetwork;
  let queue = readJson<QueuedSave[]>(options.area, options.key) ?? [];
  let seq = queue.reduce((max, e) => Math.max(max, e.seq), 0);
  let running: Promise<void> | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  let dropped = false;

  const store = (next: QueuedSave[]) => {
    queue = next;
    if (queue.length === 0) options.area.removeItem(options.key);
    else writeJson(options.area, options.key, queue);
  };

  const retryLater = () => {
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, retryDelay(failures++));
  };

  async function drain(): Promise<void> {
    while (!disposed && queue.length > 0) {
      if (!network.isOnline()) return options.onState('offline');
      const entry = queue[0]!;
      options.onState('saving');
      try {
        await options.send(entry, false);
        failures = 0;
        store(acknowledge(queue, entry));
      } catch (error) {
        if (isRetryable(error)) {
          options.onState(network.isOnline() ? 'saving' : 'offline');
          if (network.isOnline()) retryLater();
          return;
        }
        dropped = true;
        store(acknowledge(queue, entry));
        options.onDrop(entry, error);
        options.onState('error');
      }
    }
    if (!disposed && !dropped) options.onState(queue.length === 0 ? 'saved' : 'saving');
  }

  function flush(): Promise<void> {
    if (timer !== null) return Promise.resolve();
    running ??= drain().finally(() => {
      running = null;
      // An answer queued while the last send was settling must not wait for the next change.
      if (!disposed && timer === null && queue.length > 0 && network.isOnline()) void flush();
    });
    return running;
  }

  const stopListening = network.onOnline(() => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    failures = 0;
    void flush();
  });

  if (queue.length > 0) void flush();

  return {
    push(entry) {
      dropped = false;
      store(enqueue(queue, { ...entry, seq: ++seq }));
      void flush();
    },
    pending: () => queue,
    flush,
    flushNow() {
      for (const entry of queue) void options.send(entry, true).catch(() => undefined);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      stopListening();
    },
  };
}
