import { atom, computed } from 'nanostores';
import type { SessionUser } from '../contract';
import { localArea, readJson, removeEverywhere, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { isNewUser, isSessionUser, keepDeviceToken, readDeviceTokens } from './model';

function storedUser(): SessionUser | null {
  const value = readJson<unknown>(localArea(), StorageKey.user);
  return isSessionUser(value) ? value : null;
}

/** The signed-in user, kept in local storage under `kyu:user` and read at start. */
export const $user = atom<SessionUser | null>(storedUser());

$user.listen((user) => {
  if (user) writeJson(localArea(), StorageKey.user, user);
  else removeEverywhere([StorageKey.user]);
});

/** True after a sign-in whose answer had no previous login time. */
export const $isNewUser = computed($user, isNewUser);

/** Re-reads the stored user, after the storage area was swapped (see `configureApi`). */
export function restoreUser(): void {
  $user.set(storedUser());
}

/** The device tokens this browser keeps, newest first (see `keepDeviceToken`). */
export function deviceTokens(): string[] {
  return readDeviceTokens(readJson<unknown>(localArea(), StorageKey.deviceTokens)).map(
    (entry) => entry.token,
  );
}

/** Keeps the device token a sign-in answered with, replacing that account's older one. */
export function rememberDeviceToken(userId: number, token: string): void {
  const kept = readJson<unknown>(localArea(), StorageKey.deviceTokens);
  writeJson(localArea(), StorageKey.deviceTokens, keepDeviceToken(kept, userId, token));
}
