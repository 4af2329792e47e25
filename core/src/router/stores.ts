import { atom } from 'nanostores';
import { matchRoute } from '../routes';

/** Where the visitor is: the path and query the portal routes on. */
export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
}

/** The current location; `/` until {@link startHistory} binds it to the browser. */
export const $location = atom<RouteLocation>({ pathname: '/', search: '' });

interface HistoryWindow {
  readonly location: {
    pathname: string;
    search: string;
    assign(url: string): void;
    replace(url: string): void;
  };
  readonly history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

let bound: HistoryWindow | null = null;

const read = (win: HistoryWindow): RouteLocation => ({
  pathname: win.location.pathname,
  search: win.location.search,
});

/**
 * Binds {@link $location} to the window's history: reads it now and follows back/forward.
 * Returns the unbinding function. Widgets on a school's page never call it, so the school's
 * own paths are not mistaken for Kyu routes.
 */
export function startHistory(win: HistoryWindow): () => void {
  bound = win;
  const sync = () => $location.set(read(win));
  sync();
  win.addEventListener('popstate', sync);
  return () => {
    win.removeEventListener('popstate', sync);
    if (bound === win) bound = null;
  };
}

/**
 * Goes to `to` (a path with an optional query). Console routes are a separate app, so they get
 * a full page load; portal routes change history and {@link $location}.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(to, 'http://kyu.invalid');
  const next: RouteLocation = { pathname: url.pathname, search: url.search };
  if (bound && matchRoute(next.pathname)?.route.app === 'console') {
    if (options.replace) bound.location.replace(to);
    else bound.location.assign(to);
    return;
  }
  const current = $location.get();
  if (current.pathname === next.pathname && current.search === next.search) return;
  if (bound) {
    if (options.replace) bound.history.replaceState(null, '', to);
    else bound.history.pushState(null, '', to);
  }
  $location.set(next);
}
