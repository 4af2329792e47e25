/** The model sent nothing for too long; the reply is given up on. */
export class ModelStalled extends Error {
  constructor(ms: number) {
    super(`The model sent nothing for ${ms} ms.`);
    this.name = 'ModelStalled';
  }
}

/**
 * Passes a model's tokens on, but gives up when `signal` aborts or no token comes for `idleMs`,
 * even if the model itself ignores the signal: a stalled model must not hold a stream open.
 * On giving up, `abort` is called so the model can stop its work.
 */
export async function* guarded<T>(
  source: AsyncIterable<T>,
  opts: { signal: AbortSignal; idleMs: number; abort: (reason: Error) => void },
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await nextWithin(iterator, opts);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Not awaited: a model that ignores its signal may never settle.
    iterator.return?.().catch(() => undefined);
  }
}

function nextWithin<T>(
  iterator: AsyncIterator<T>,
  {
    signal,
    idleMs,
    abort,
  }: { signal: AbortSignal; idleMs: number; abort: (reason: Error) => void },
): Promise<IteratorResult<T>> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => finish(() => reject(signal.reason as Error));
    const timer = setTimeout(() => {
      const stalled = new ModelStalled(idleMs);
      abort(stalled);
      finish(() => reject(stalled));
    }, idleMs);
    let settled = false;
    function finish(settle: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      settle();
    }
    signal.addEventListener('abort', onAbort, { once: true });
    iterator.next().then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
