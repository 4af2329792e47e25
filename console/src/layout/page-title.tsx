import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  brandFromHostname,
  debounce,
  matchRoute,
  pageTitle,
  PAGE_META_DEBOUNCE_MS,
} from '@kyu/core';

/**
 * The console's title for a full path: the route table's title where the path is one of the
 * spec's routes, else the resource it shows ("/admin/schools/3" → "Schools").
 */
export function consoleRouteTitle(pathname: string): string {
  const route = matchRoute(pathname)?.route;
  if (route) return route.title;
  const resource = pathname.split('/').filter(Boolean)[1] ?? 'Console';
  return resource.charAt(0).toUpperCase() + resource.slice(1).replace(/-/g, ' ');
}

/** Keeps document.title at route title plus brand name, debounced like the portal's. */
export const PageTitle = () => {
  const { pathname } = useLocation();
  const update = useMemo(
    () => debounce((title: string) => void (document.title = title), PAGE_META_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => update.cancel(), [update]);
  useEffect(() => {
    const brand = brandFromHostname(window.location.hostname);
    update(pageTitle(consoleRouteTitle(window.location.pathname), brand));
  }, [pathname, update]);
  return null;
};
