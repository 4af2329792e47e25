import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { apiStore, type Loadable } from './api-store';

/**
 * The answer of `GET path` for a path a component builds (an id, a query): one `apiStore` per
 * path, so a new path loads afresh and an answer to an older one is dropped with its store.
 */
export const useApiStore = <T>(path: string): { state: Loadable<T>; reload: () => void } => {
  const $store = useMemo(() => apiStore<T>(path), [path]);
  return { state: useStore($store), reload: $store.reload };
};
