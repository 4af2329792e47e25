/** An in-memory Storage, used where the browser's is missing or refuses access. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Reading `localStorage` throws in sandboxed frames and on third-party pages with storage
// blocked, which is exactly where widgets run; Kyu then keeps its state in memory.
function browserArea(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const area = (globalThis as { [key: string]: unknown })[name] as Storage | undefined;
    if (area) return area;
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

const areas = { local: browserArea('localStorage'), session: browserArea('sessionStorage') };

/** Replaces the storage areas Kyu uses (tests, or a host page that wants its own). */
export function configureStorage(options: { local?: Storage; session?: Storage }): void {
  if (options.local) areas.local = options.local;
  if (options.session) areas.session = options.session;
}

/** The local storage area in use. */
export const localArea = (): Storage => areas.local;

/** The session storage area in use. */
export const sessionArea = (): Storage => areas.session;

/** Parses a JSON value kept under `key`; null when absent or unreadable. */
export function readJson<T>(area: Storage, key: string): T | null {
  try {
    const raw = area.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Keeps a JSON value under `key`; a full or refused storage loses it quietly. */
export function writeJson(area: Storage, key: string, value: unknown): void {
  try {
    area.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors must not break the page; the value lives on in memory stores.
  }
}

/** Removes each key from both storage areas. */
export function removeEverywhere(keys: readonly string[]): void {
  for (const area of [areas.local, areas.session]) {
    for (const key of keys) {
      try {
        area.removeItem(key);
      } catch {
        // see writeJson
      }
    }
  }
}
