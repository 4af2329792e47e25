import { matchRoute } from '@kyu/core/routes';
import { navigate } from '@kyu/core/router';

/**
 * Turns clicks on same-origin links to portal routes into client-side navigation, so plain
 * `<a href>` (in pages and in widgets) needs no router component. New-tab clicks, downloads,
 * other targets and console routes keep the browser's behaviour.
 */
export function interceptLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!anchor || anchor.target || anchor.hasAttribute('download') || !anchor.href) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin) return;
    const match = matchRoute(url.pathname);
    if (!match || match.route.app !== 'portal') return;
    event.preventDefault();
    navigate(url.pathname + url.search);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
