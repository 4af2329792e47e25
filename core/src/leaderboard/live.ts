/** How often a shown board asks for fresh standings while the page is visible. */
export const LIVE_REFRESH_MS = 15_000;

/**
 * Calls `refresh` every `every` ms while the page is visible, and at once when it becomes visible
 * again; answers the function that stops it. A hidden tab asks nothing: a school's page left
 * open all week must not poll the server.
 */
export function whileVisible(refresh: () => void, every = LIVE_REFRESH_MS): () => void {
  const doc = (globalThis as { document?: Document }).document;
  const visible = () => doc?.visibilityState !== 'hidden';
  const timer = setInterval(() => {
    if (visible()) refresh();
  }, every);
  const onVisibility = () => {
    if (visible()) refresh();
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
