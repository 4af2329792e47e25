/** The whole reply text; rejects when `signal` aborts, even if the model ignores it. */
export async function collectReply(
  stream: AsyncIterable<string>,
  signal: AbortSignal,
): Promise<string> {
  const iterator = stream[Symbol.asyncIterator]();
  let aborted: () => void = () => undefined;
  const abort = new Promise<never>((_, reject) => {
    aborted = () => reject(signal.reason ?? new Error('aborted'));
  });
  if (signal.aborted) aborted();
  signal.addEventListener('abort', aborted, { once: true });
  let text = '';
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), abort]);
      if (next.done) return text;
      text += next.value;
    }
  } finally {
    signal.removeEventListener('abort', aborted);
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
