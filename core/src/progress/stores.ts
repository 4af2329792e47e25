import { atom } from 'nanostores';
import { UserRole } from '../constants';
import type { Streaks, Xp } from '../contract';
import { api } from '../api/client';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';

/** The signed-in student's practice streak, once loaded. */
export const $streaks = atom<Streaks | null>(null);
/** The signed-in student's XP and level, once loaded. */
export const $xp = atom<Xp | null>(null);

let epoch = 0;

/** Empties the progress stores (sign-out). */
export function resetProgress(): void {
  epoch++;
  $streaks.set(null);
  $xp.set(null);
}

/**
 * Loads streaks and XP (`GET /users/streaks`, `GET /users/xp`) for a signed-in student; a call
 * that fails keeps what was shown.
 */
export async function refreshProgress(): Promise<void> {
  if ($user.get()?.user_role_id !== UserRole.student) return;
  clearAtSignOut('progress', resetProgress);
  const run = ++epoch;
  const [streaks, xp] = await Promise.allSettled([
    api.get<Streaks>('/users/streaks'),
    api.get<Xp>('/users/xp'),
  ]);
  if (run !== epoch) return;
  if (streaks.status === 'fulfilled') $streaks.set(streaks.value);
  if (xp.status === 'fulfilled') $xp.set(xp.value);
}
