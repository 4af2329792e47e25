/** How the loader reaches the page and the widget code; tests hand in their own. */
export interface LazyDefineOptions {
  readonly doc: Document;
  readonly registry: Readonly<Record<string, () => Promise<CustomElementConstructor>>>;
  /** Configures core once, before the first element is defined. */
  readonly boot: () => Promise<void>;
  readonly onError?: (tag: string, error: unknown) => void;
  /**
   * Tags whose elements show something before their chunk is fetched: each element found is
   * handed to its function with `load`, which fetches and defines the tag (once) when called.
   */
  readonly previews?: Readonly<Record<string, (element: HTMLElement, load: () => void) => void>>;
}

/**
 * Defines each known tag the first time the page uses it: imports its chunk, then calls
 * `customElements.define`. A tag with a preview shows it on each of its elements instead and
 * loads when the preview asks. Tags already in the page are found now; later ones by watching
 * the document. Stops watching once every tag is requested. Returns a stop function.
 */
export function lazyDefine({
  doc,
  registry,
  boot,
  onError,
  previews = {},
}: LazyDefineOptions): () => void {
  const waiting = new Set(Object.keys(registry).filter((tag) => !customElements.get(tag)));
  let booted: Promise<void> | null = null;

  const define = (tag: string, load: () => Promise<CustomElementConstructor>) => {
    booted ??= boot();
    Promise.all([booted, load()])
      .then(([, element]) => {
        if (!customElements.get(tag)) customElements.define(tag, element);
      })
      .catch((error: unknown) => onError?.(tag, error));
  };

  const previewed = new WeakSet<Element>();
  const scan = () => {
    for (const tag of waiting) {
      const load = registry[tag];
      if (!load || !doc.querySelector(tag)) continue;
      const start = () => {
        if (waiting.delete(tag)) define(tag, load);
      };
      const preview = previews[tag];
      if (!preview) {
        start();
        continue;
      }
      for (const element of doc.querySelectorAll<HTMLElement>(tag)) {
        if (previewed.has(element)) continue;
        previewed.add(element);
        preview(element, start);
      }
    }
    if (waiting.size === 0) observer.disconnect();
  };

  const observer = new MutationObserver(scan);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  scan();
  return () => observer.disconnect();
}
