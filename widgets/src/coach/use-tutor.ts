import { useEffect } from 'preact/hooks';

/**
 * Runs the tutor's nudges while the coach is on the page and someone is signed in. Its code is
 * fetched only then: a visitor asking a question never downloads it.
 */
export function useTutor(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('@kyu/core/tutor').then(({ $tutorActive }) => {
      if (live) stop = $tutorActive.listen(() => undefined);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [signedIn]);
}
