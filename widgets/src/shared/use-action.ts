import { useCallback, useRef, useState } from 'preact/hooks';

/**
 * Pending and error state of one form's calls; `run` clears the last error and awaits `task`.
 * A `run` while another is in flight is dropped: a submit that lands before the re-render that
 * disables the button (a second Enter, a script's `requestSubmit`) must not send twice.
 */
export function useAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await task();
    } catch (caught) {
      setError(caught);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, error, run };
}
