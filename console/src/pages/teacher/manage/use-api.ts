import { useEffect, useState } from 'react';
import { api, problemMessage } from '@kyu/core';
import type { Loadable } from '../../../http/api-store';

/**
 * The answer of `GET path`, loaded again whenever the path (with its query) changes or
 * `reload` is called; an answer to an older path is dropped.
 */
export const useApi = <T>(path: string | null) => {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    api.get<T>(path, { signal: abort.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ status: 'failed', message: problemMessage(error) });
      },
    );
    return () => abort.abort();
  }, [path, round]);
  return { state, reload: () => setRound((r) => r + 1) };
};
