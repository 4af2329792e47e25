import { atom, onMount, type ReadableAtom } from 'nanostores';
import { api, problemMessage } from '@kyu/core';

/** A GET's answer as a page shows it: still loading, the data, or why it failed. */
export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string };

/** A store of a GET's answer, which a page may ask to load again after changing the data. */
export type ApiStore<T> = ReadableAtom<Loadable<T>> & { reload: () => void };

/**
 * A store holding the answer of `GET path` (through core's client, so with the Bearer token).
 * It loads when a page starts watching it and forgets when the last one leaves, so each visit
 * shows fresh data; `reload` asks again while it is watched, dropping an answer still on its way.
 */
export const apiStore = <T>(path: string): ApiStore<T> => {
  const $store = atom<Loadable<T>>({ status: 'loading' });
  let abort: AbortController | null = null;
  const load = () => {
    abort?.abort();
    const current = new AbortController();
    abort = current;
    $store.set({ status: 'loading' });
    api.get<T>(path, { signal: current.signal }).then(
      (data) => $store.set({ status: 'ready', data }),
      (error: unknown) => {
        if (!current.signal.aborted)
          $store.set({ status: 'failed', message: problemMessage(error) });
      },
    );
  };
  onMount($store, () => {
    load();
    return () => {
      abort?.abort();
      abort = null;
      $store.set({ status: 'loading' });
    };
  });
  return Object.assign($store, { reload: () => abort && load() });
};
