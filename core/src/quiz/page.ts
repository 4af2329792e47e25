type Target = {
  addEventListener?: (name: string, fn: () => void) => void;
  removeEventListener?: (name: string, fn: () => void) => void;
};

/**
 * Calls `flushNow` when the page is hidden or closed, which it may never come back from; answers
 * the function that stops listening.
 */
export function onPageHidden(flushNow: () => void): () => void {
  const win = globalThis as Target;
  const doc = (globalThis as { document?: Target & { visibilityState?: string } }).document;
  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') flushNow();
  };
  win.addEventListener?.('pagehide', flushNow);
  doc?.addEventListener?.('visibilitychange', onHidden);
  return () => {
    win.removeEventListener?.('pagehide', flushNow);
    doc?.removeEventListener?.('visibilitychange', onHidden);
  };
}
