import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What the gallery looks for on a page once it has loaded: each check answers one line per
 * problem, in words a fixer can act on, and an empty list when the page is fine.
 */

/** The page is wider than the window, and the outermost elements that stick out. */
export async function sideways(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const name = (el: Element) =>
      el.tagName.toLowerCase() +
      (el.id ? `#${el.id}` : '') +
      [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
    const wide = (el: Element) => el.getBoundingClientRect().right > width + 1;
    // The innermost elements that stick out (none of their children does): what is too wide,
    // rather than the layout around it that it stretches.
    const culprits = [
      ...new Set(
        [...document.body.querySelectorAll('*')]
          // An icon's drawing is not what a fixer looks for: its <svg> stands for it.
          .filter((el) => !el.parentElement?.closest('svg'))
          .filter((el) => wide(el) && (el.tagName === 'svg' || ![...el.children].some(wide)))
          .map(name),
      ),
    ].slice(0, 3);
    return { scrollWidth, width, culprits };
  });
  return found
    ? [
        `scrolls sideways: ${found.scrollWidth} px wide in a ${found.width} px window` +
          (found.culprits.length ? ` (${found.culprits.join(', ')} stick out)` : ''),
      ]
    : [];
}

/**
 * Markdown a reader would see as typed: `**`, backticks, a `#` heading at the start of a line,
 * `[text](url)`. Read from the visible text, the widgets' open shadow roots included; what a
 * user types into (inputs, text areas) is theirs to write in Markdown, and `<pre>` and `<code>`
 * show text verbatim on purpose (a code block, a document's extracted text as the index has it).
 */
export function markdown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MARKERS: [string, RegExp][] = [
      ['**', /\*\*/],
      ['a backtick', /`/],
      ['a # heading', /^[ \t]*#{1,6} /m],
      ['a [text](url) link', /\[[^[\]\n]+\]\([^()\s]+\)/],
    ];
    const SKIP = new Set([
      'SCRIPT',
      'STYLE',
      'NOSCRIPT',
      'TEMPLATE',
      'TEXTAREA',
      'INPUT',
      'PRE',
      'CODE',
    ]);
    const found: string[] = [];
    const walk = (root: Node) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
        (node) =>
          node instanceof Element && SKIP.has(node.tagName)
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) walk(node.shadowRoot);
          continue;
        }
        const text = node.textContent ?? '';
        const marker = MARKERS.find(([, pattern]) => pattern.test(text));
        if (!marker || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
        const at = Math.max(0, text.search(marker[1]) - 30);
        found.push(`shows Markdown (${marker[0]}): "${text.slice(at, at + 80).trim()}"`);
      }
    };
    walk(document.body);
    return [...new Set(found)].slice(0, 5);
  });
}

/**
 * The serious and critical violations axe finds, one line each. A school's brand preview is
 * left out, as in console-axe.spec.ts: it draws the school's own colours on purpose. On a
 * school's own site (`widgetsOnly`), only Kyu's widgets are Kyu's to answer for: the sample
 * school's coach.html is garish on purpose, to prove its CSS does not reach the coach.
 */
export async function axe(page: Page, widgetsOnly = false): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .exclude('.kbp-page')
    // Only the violations: axe then skips listing every passing node, which costs seconds.
    .options({ resultTypes: ['violations'] });
  if (widgetsOnly) {
    const tags = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('*')]
          .map((el) => el.tagName.toLowerCase())
          .filter((tag) => tag.startsWith('kyu-')),
      ),
    ]);
    if (tags.length === 0) return [];
    for (const tag of tags) builder = builder.include(tag);
  }
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.impact} ${v.id} on ${v.nodes.length} element(s): ` +
        v.nodes
          .slice(0, 2)
          .map((n) => n.html.slice(0, 100))
          .join(' | '),
    );
}

/**
 * Collects what goes wrong while a page is open: console errors, uncaught errors, and requests
 * to Kyu's own origins that fail. A file that fails to load is a console error (Chromium logs
 * it; a missing /favicon.ico, which no page asks for, shows only there). A call to the API fails
 * when it answers a 5xx, refuses the role (403) or a signed-in user's session (401); its other
 * answers are states a page shows, like a sign-in link that has expired (404), so Chromium's
 * console lines about API calls are left to this rule. `take` answers what came since the
 * last call.
 */
export function watch(page: Page, origins: string[], signedIn: boolean) {
  let seen: string[] = [];
  const ours = (url: string) => origins.some((origin) => url.startsWith(origin));
  const api = (url: string) => ours(url) && new URL(url).pathname.startsWith('/api/');
  page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && api(where)) return;
    seen.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught error: ${error.message}`));
  page.on('response', (response) => {
    const url = response.url();
    const status = response.status();
    const failed =
      (ours(url) && status >= 500) ||
      (api(url) && (status === 403 || (status === 401 && signedIn)));
    if (failed) seen.push(`${status} from ${response.request().method()} ${url}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still loading; that is not a failure.
    if (ours(request.url()) && failure !== 'net::ERR_ABORTED')
      seen.push(`request failed (${failure}): ${request.method()} ${request.url()}`);
  });
  return {
    take() {
      const taken = [...new Set(seen)];
      seen = [];
      return taken;
    },
  };
}
