import type { OwnScript } from './own-script';

/** What a school's script tag asks of the loader. */
export interface LoaderSettings {
  /** Absolute base URL of the API: `data-api` read relative to the script, else `/api/v1` there. */
  readonly apiBase: string;
  /** A brand forced by `data-brand`; otherwise the hostname decides. */
  readonly brand?: string;
  /** The school's domain from `data-school`, sent with a visitor's questions to the coach. */
  readonly school?: string;
  /**
   * `data-identity`: a token the school's server signed for the pupil signed in on its site,
   * exchanged at start; empty when nobody is, which ends a session an earlier token made.
   */
  readonly identity?: string;
}

/**
 * Reads the `data-` attributes of the script tag that loaded Kyu. `data-api` is relative to the
 * script's address, not the school's page: `/api/v1` means Kyu's origin.
 */
export function readSettings({ element: script, url }: OwnScript): LoaderSettings {
  const apiBase = new URL(script?.dataset['api'] || '/api/v1', url).toString();
  const brand = script?.dataset['brand'];
  const school = script?.dataset['school'];
  const identity = script?.dataset['identity']?.trim();
  return {
    apiBase,
    ...(brand ? { brand } : {}),
    ...(school ? { school } : {}),
    ...(identity !== undefined ? { identity } : {}),
  };
}
