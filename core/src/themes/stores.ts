import { atom, computed } from 'nanostores';
import { $brand, $themeTokens } from '../branding/stores';
import { activeTheme } from './model';

/** The theme the signed-in student chose; null when unknown (then the default shows). */
export const $themeId = atom<number | null>(null);

/** The theme on show: the chosen one where the brand has themes, else the default. */
export const $theme = computed([$brand, $themeId], activeTheme);

/**
 * Puts the theme on show into the brand's CSS variables, and keeps it there as the brand or the
 * choice changes; answers the function that stops. The table of themes stays out of the
 * widgets' shared chunk: a school page that never follows a student keeps the default look.
 */
export function followTheme(): () => void {
  return $theme.subscribe((theme) => $themeTokens.set(theme.tokens));
}
