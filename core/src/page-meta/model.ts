import { faviconLinks, pageTitle, type BrandId, type FaviconLink } from '../branding/model';
import type { WhiteLabel } from '../contract';
import type { RouteDef } from '../routes';

/** Page-metadata updates are debounced by this many milliseconds (overview §9). */
export const PAGE_META_DEBOUNCE_MS = 50;

/** Title shown for paths that match no route. */
export const NOT_FOUND_TITLE = 'Page not found';

/** What the document head shows for a page. */
export interface PageMeta {
  readonly title: string;
  readonly favicons: readonly FaviconLink[];
}

/** Head metadata for a route (null: the not-found page) under a brand. */
export function pageMeta(
  route: RouteDef | null,
  brand: BrandId,
  whiteLabel?: WhiteLabel | null,
): PageMeta {
  return {
    title: pageTitle(route?.title ?? NOT_FOUND_TITLE, brand, whiteLabel),
    favicons: faviconLinks(brand, whiteLabel),
  };
}

/** Delays `fn` until `ms` have passed without another call; the last arguments win. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  return Object.assign(run, { cancel: () => clearTimeout(timer) });
}
