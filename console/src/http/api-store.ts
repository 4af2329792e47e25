import { atom, onMount, type ReadableAtom } from 'nanostores';
import { api, problemMessage } from '@kyu/core';

/** A GET's answer as a page shows it: still loading, the data, or why it failed. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string };

/**
 * A store holding the answer of `GET path` (through core's client, so with the Bearer token).
 * It loads when a page starts watching it and forgets when the last one leaves, so each visit
 * shows fresh data.
 */
export const apiStore = <T>(path: string): ReadableAtom<Loadable<T>> => {
  const $store = atom<Loadable<T>>({ status: 'loading' });
  onMount($store, () => {
    const abort = new AbortController();
    api.get<T>(path, { signal: abort.signal }).then(
      (data) => $store.set({ status: 'ready', data }),
      (error: unknown) => {
        if (!abort.signal.aborted) $store.set({ status: 'failed', message: problemMessage(error) });
      },
    );
    return () => {
      abort.abort();
      $store.set({ status: 'loading' });
    };
  });
  return $store;
};
