import { DEVICE_TOKENS_KEPT } from '../constants/product';
import type { SessionUser } from '../contract';

/** True when a stored value has the shape of a signed-in user (anything else is discarded). */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof SessionUser, unknown>>;
  return (
    typeof v.id === 'number' &&
    typeof v.access_token === 'string' &&
    v.access_token !== '' &&
    typeof v.user_role_id === 'number' &&
    typeof v.school_flags === 'object' &&
    v.school_flags !== null &&
    typeof v.flag === 'object' &&
    v.flag !== null
  );
}

/** Login marks the user new when there was no previous login time (overview §4). */
export function isNewUser(user: SessionUser | null): boolean {
  return user !== null && user.last_logged_in === null;
}

/** The user's name for greetings: first name, else username. */
export function displayName(user: SessionUser): string {
  return user.first_name.trim() || user.username;
}

const decodePart = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(atob((part ?? '').replace(/-/g, '+').replace(/_/g, '/')));

/**
 * Which school user a signed embed token names (its key id and `sub`), read without verifying
 * it: only to tell whether the session in this browser was already made for that user. The
 * server verifies every token it exchanges. Null for anything unreadable.
 */
export function embedTokenIdentity(token: string): string | null {
  try {
    const [header, payload] = token.split('.');
    const { kid } = decodePart(header);
    const { sub } = decodePart(payload);
    return typeof kid === 'string' && typeof sub === 'string' ? `${kid}\n${sub}` : null;
  } catch {
    return null;
  }
}

/** A device token as the browser keeps it: whose it is, so a newer one replaces it. */
export interface DeviceToken {
  user_id: number;
  token: string;
}

/** The well-formed entries of what was kept under the device-token key; anything else is dropped. */
export function readDeviceTokens(kept: unknown): DeviceToken[] {
  return (Array.isArray(kept) ? kept : [])
    .filter(
      (entry): entry is DeviceToken =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as DeviceToken).user_id === 'number' &&
        typeof (entry as DeviceToken).token === 'string',
    )
    .slice(0, DEVICE_TOKENS_KEPT);
}

/**
 * The kept device tokens after a sign-in that gave `token`: the newest first, one per account,
 * at most {@link DEVICE_TOKENS_KEPT} (a class sharing a computer), the oldest dropped first.
 */
export function keepDeviceToken(kept: unknown, userId: number, token: string): DeviceToken[] {
  const others = readDeviceTokens(kept).filter((entry) => entry.user_id !== userId);
  return [{ user_id: userId, token }, ...others].slice(0, DEVICE_TOKENS_KEPT);
}
