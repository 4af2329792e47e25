import { ownScript } from './own-script';

/** The script tag that loaded Kyu, found while kyu.js runs: `currentScript` is gone after. */
export const KYU_SCRIPT = ownScript(document);

/**
 * The address of one of the loader's chunks, whose path is relative to kyu.js, not to the page.
 * The build (build/chunk-urls.ts) routes every `import()` of the loader through it.
 */
export function chunkUrl(path: string): string {
  return new URL(path, KYU_SCRIPT.url).href;
}
