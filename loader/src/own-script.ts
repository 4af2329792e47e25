/** The script tag that loaded Kyu, and the address its file came from. */
export interface OwnScript {
  readonly element: HTMLScriptElement | null;
  readonly url: string;
}

/**
 * The URL of the script now running, from an Error's stack: V8 writes `at https://…/kyu.js:1:2`,
 * Firefox and Safari `@https://…/kyu.js:1:2`. It is the address the file came from after any
 * redirect, and it is there for module scripts, which have no `document.currentScript`.
 */
export function urlInStack(stack: string | undefined): string | undefined {
  return /(?:^|[\s(@])((?:https?|file):\/\/\S+?):\d+:\d+(?:\)|\s|$)/m.exec(stack ?? '')?.[1];
}

/**
 * Finds the script tag that loaded Kyu; call it while kyu.js runs. A classic script (async,
 * defer, or added later by a tag manager) is `document.currentScript`; a module script is the
 * tag whose address is on the stack, or, where the page loads it through a redirect, a tag
 * naming kyu.js or holding Kyu's data attributes. The URL is the one on the stack (where the
 * file really came from) when the browser tells it, else the tag's.
 */
export function ownScript(doc: Document, stack = new Error().stack): OwnScript {
  const running = urlInStack(stack);
  const element =
    (doc.currentScript as HTMLScriptElement | null) ??
    [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => s.src === running) ??
    doc.querySelector<HTMLScriptElement>(
      'script[src*="kyu.js"], script[src][data-school], script[src][data-api]',
    );
  return { element, url: running ?? (element?.src || doc.baseURI) };
}
