import { atom, computed } from 'nanostores';
import { $brand, $whiteLabel } from '../branding/stores';
import { activeTheme, styleVariables } from './model';

/** The theme the signed-in student chose; null when unknown (then the default shows). */
export const $themeId = atom<number | null>(null);

/** The theme on show: the chosen one where the brand has themes, else the default. */
export const $theme = computed([$brand, $themeId], activeTheme);

/**
 * Every CSS custom property of the look: brand colours, theme tokens, white-label colours. The
 * widgets' frame and the portal's root both set these, so a theme reaches every widget.
 */
export const $styleVariables = computed([$brand, $whiteLabel, $themeId], styleVariables);
