import { useCallback, useMemo } from 'preact/hooks';

const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * A ref that adopts the given stylesheets into the shadow root (or the document) the element
 * renders in. Constructed stylesheets are not inline styles, so a school's Content-Security-Policy
 * without 'unsafe-inline' lets them apply, where a `<style>` element would be blocked.
 */
export function useStyleSheets(...css: string[]) {
  // Keyed by the text, so a re-render with the same sheets keeps the same ref.
  const key = css.join('\n');
  const wanted = useMemo(() => css.filter(Boolean).map(sheetOf), [key]);
  return useCallback(
    (element: Element | null) => {
      const root = element?.getRootNode() as Document | ShadowRoot | undefined;
      if (!root || !('adoptedStyleSheets' in root)) return;
      const missing = wanted.filter((s) => !root.adoptedStyleSheets.includes(s));
      if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    },
    [wanted],
  );
}
