import { useCallback, useState } from 'preact/hooks';

/** Pending and error state of one form's calls; `run` clears the last error and awaits `task`. */
export function useAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await task();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, run };
}
