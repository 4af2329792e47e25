import { useEffect, useRef, useState } from 'preact/hooks';
import { navigate } from '@kyu/core/router';

/**
 * Runs a one-time sign-in (a link token can be spent once) when the page opens, then goes to
 * `/`, where the guard finds the user's home. Returns the error, if it failed.
 */
export function useSignInOnce(signIn: () => Promise<unknown>): unknown {
  const started = useRef(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn().then(
      () => navigate('/', { replace: true }),
      (caught: unknown) => setError(caught),
    );
  }, []);
  return error;
}
