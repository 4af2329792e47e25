/** Keys are made by our code, but are checked anyway so a bad one can never leave its folder or bucket prefix. */
const SAFE_KEY = /^[a-z0-9-]+\/[\w-]+\.[a-z0-9]+$/;

export const isSafeKey = (key: string) => SAFE_KEY.test(key);

/** The key of a URL a store handed out under `prefix`, or null for a foreign or unsafe one. */
export function keyOf(url: string, prefix: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}
