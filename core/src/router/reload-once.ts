import { StorageKey } from '../storage/keys';

/**
 * A failed lazy page load reloads its target path (overview §8) — once. Returns true when it
 * reloaded; false when this target was already reloaded, so the caller shows an error instead
 * of looping. A successful load calls {@link clearReloadMark}.
 */
export function reloadOnce(
  target: string,
  session: Storage,
  reload: (url: string) => void,
): boolean {
  if (session.getItem(StorageKey.reloadTarget) === target) {
    session.removeItem(StorageKey.reloadTarget);
    return false;
  }
  session.setItem(StorageKey.reloadTarget, target);
  reload(target);
  return true;
}

/** Forgets the last reload target after a page loaded. */
export function clearReloadMark(session: Storage): void {
  session.removeItem(StorageKey.reloadTarget);
}
