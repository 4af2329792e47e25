import { lazy, type ComponentType } from 'react';

/**
 * A resource's list, edit or create view, downloaded when first shown: react-admin's layout
 * holds the Suspense boundary, so only the resource's name, icon and label stay in the
 * console's entry chunk (issue 14: the first screen loads at most 200 KB gzip).
 */
export const lazyView = <M>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(() => load().then((m) => ({ default: pick(m) })));
