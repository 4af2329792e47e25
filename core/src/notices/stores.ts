import { atom } from 'nanostores';
import { readJson, writeJson, localArea } from '../storage/areas';
import { StorageKey } from '../storage/keys';

/** The one-time notices whose seen flag is kept on the device (overview §9). */
export type Notice = 'doubleXp' | 'maxQuota';

const KEYS: Readonly<Record<Notice, string>> = {
  doubleXp: StorageKey.seenDoubleXp,
  maxQuota: StorageKey.seenMaxQuota,
};

const read = (): Record<Notice, boolean> => ({
  doubleXp: readJson<boolean>(localArea(), KEYS.doubleXp) === true,
  maxQuota: readJson<boolean>(localArea(), KEYS.maxQuota) === true,
});

/**
 * Which notices were seen on this device, from local storage. Kept at sign-out like the other
 * release-note flags: they tell about the product, not about a user.
 */
export const $seenNotices = atom<Record<Notice, boolean>>(read());

/** Reads the flags again, after the storage area changed (tests, a host page's own storage). */
export function reloadSeenNotices(): void {
  $seenNotices.set(read());
}

/** Marks a notice seen, so it does not show again on this device. */
export function markNoticeSeen(notice: Notice): void {
  writeJson(localArea(), KEYS[notice], true);
  $seenNotices.set({ ...$seenNotices.get(), [notice]: true });
}
