import { clearReloadMark, reloadOnce } from '@kyu/core/router';
import { sessionArea } from '@kyu/core/storage';
import { lazy, type ComponentType } from 'preact/compat';
import type { PageProps } from './pages/page-props';

/**
 * A page loaded on demand. When its chunk fails (a deploy replaced it, the network dropped),
 * the target path is reloaded once (overview §8); a second failure reaches the error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>) {
  return lazy(() =>
    load().then(
      (page) => {
        clearReloadMark(sessionArea());
        return { default: page };
      },
      (error: unknown) => {
        const target = location.pathname + location.search;
        if (reloadOnce(target, sessionArea(), (url) => location.assign(url))) {
          return new Promise<never>(() => undefined);
        }
        throw error;
      },
    ),
  );
}
