import { atom } from 'nanostores';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { $user } from '../account/stores';
import { UserRole } from '../constants';
import type { PlaySettings, PlaySettingsUpdate } from '../contract';
import { $themeId, followTheme } from '../themes/stores';

/** The signed-in student's play settings (theme, leagues, pseudonym); null until loaded. */
export const $playSettings = atom<PlaySettings | null>(null);
/** Why the play settings could not be loaded or saved, or null. */
export const $playSettingsError = atom<string | null>(null);

let epoch = 0;

/** Empties the play settings and puts the default theme back (sign-out). */
export function resetPlaySettings(): void {
  epoch++;
  $playSettings.set(null);
  $playSettingsError.set(null);
  $themeId.set(null);
}

function keep(settings: PlaySettings): void {
  $playSettings.set(settings);
  $playSettingsError.set(null);
  $themeId.set(settings.theme_id);
}

/** Loads the play settings (`GET /students/play-settings`); their theme takes effect. */
export async function loadPlaySettings(): Promise<void> {
  clearAtSignOut('play', resetPlaySettings);
  const run = epoch;
  try {
    const settings = await api.get<PlaySettings>('/students/play-settings');
    if (run === epoch) keep(settings);
  } catch (error) {
    if (run === epoch) $playSettingsError.set(problemMessage(error));
  }
}

/**
 * Changes play settings (`PATCH /students/play-settings`); answers whether they were saved, with
 * `$playSettingsError` saying why not. The theme changes once the server has kept it.
 */
export async function updatePlaySettings(update: PlaySettingsUpdate): Promise<boolean> {
  clearAtSignOut('play', resetPlaySettings);
  const run = epoch;
  try {
    const settings = await api.patch<PlaySettings>('/students/play-settings', update);
    if (run === epoch) keep(settings);
    return true;
  } catch (error) {
    if (run === epoch) $playSettingsError.set(problemMessage(error));
    return false;
  }
}

/**
 * Follows the signed-in user: a student's play settings load (so their theme shows on every
 * page), and anyone else sees the default theme. Answers the function that stops following.
 */
export function followStudentTheme(): () => void {
  let loadedFor: number | null = null;
  const unfollow = followTheme();
  const unsubscribe = $user.subscribe((user) => {
    const student = user?.user_role_id === UserRole.student ? user.id : null;
    if (student === loadedFor) return;
    loadedFor = student;
    if (student === null) $themeId.set(null);
    else void loadPlaySettings();
  });
  return () => {
    unsubscribe();
    unfollow();
  };
}
