import { computed } from 'nanostores';
import { $brand, $whiteLabel } from '../branding/stores';
import { matchRoute } from '../routes';
import { $location } from '../router/stores';
import { debounce, pageMeta, PAGE_META_DEBOUNCE_MS, type PageMeta } from './model';

/** Head metadata for the current location, brand and white-label. */
export const $pageMeta = computed([$location, $brand, $whiteLabel], (location, brand, whiteLabel) =>
  pageMeta(matchRoute(location.pathname)?.route ?? null, brand, whiteLabel),
);

/** Writes title and favicon links into a document's head. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  for (const old of doc.head.querySelectorAll('link[data-kyu-favicon]')) old.remove();
  for (const icon of meta.favicons) {
    const link = doc.createElement('link');
    link.rel = icon.rel;
    if (icon.type) link.type = icon.type;
    link.setAttribute('sizes', icon.sizes);
    link.href = icon.href;
    link.setAttribute('data-kyu-favicon', '');
    doc.head.append(link);
  }
}

/** Keeps a document's title and favicons in step with {@link $pageMeta}, debounced by 50 ms. */
export function bindPageMeta(doc: Document): () => void {
  const update = debounce((meta: PageMeta) => applyPageMeta(doc, meta), PAGE_META_DEBOUNCE_MS);
  const unbind = $pageMeta.subscribe(update);
  return () => {
    unbind();
    update.cancel();
  };
}
