import { DEFAULT_THEME_ID } from '../constants/play';
import { themesEnabled, type BrandId } from '../branding/model';

/**
 * A theme's design tokens, as the CSS custom properties the widgets' and the portal's
 * stylesheets read: the page and box backgrounds, text, borders, corners, type and the
 * highlight colours. The brand's primary colour is the school's identity, so no theme sets it.
 * A type rather than an interface, so that it passes as a plain record of CSS properties.
 */
export type ThemeTokens = {
  /** The page's background (the portal's). */
  readonly '--kyu-surface': string;
  /** A widget's own box, transparent by default so it sits on a school's page. */
  readonly '--kyu-box': string;
  readonly '--kyu-subtle': string;
  readonly '--kyu-text': string;
  readonly '--kyu-border': string;
  readonly '--kyu-radius': string;
  readonly '--kyu-font': string;
  readonly '--kyu-accent1': string;
  readonly '--kyu-highlight1': string;
};

/** A visual theme a student may choose (overview §1: second and academy brands only). */
export interface Theme {
  readonly id: number;
  readonly name: string;
  readonly tokens: ThemeTokens;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const ROUNDED = "ui-rounded, 'SF Pro Rounded', 'Nunito', system-ui, sans-serif";

/** The themes, by id; id 1 is the default look, the one every brand without themes shows. */
export const THEMES: readonly Theme[] = [
  {
    id: 1,
    name: 'Classic',
    tokens: {
      '--kyu-surface': '#F6F7FB',
      '--kyu-box': 'transparent',
      '--kyu-subtle': '#F3F4F6',
      '--kyu-text': '#111827',
      '--kyu-border': '#9CA3AF',
      '--kyu-radius': '8px',
      '--kyu-font': SANS,
      '--kyu-accent1': '',
      '--kyu-highlight1': '',
    },
  },
  {
    id: 2,
    name: 'Ocean',
    tokens: {
      '--kyu-surface': '#EAF6FB',
      '--kyu-box': '#F5FBFE',
      '--kyu-subtle': '#D6EEF7',
      '--kyu-text': '#0B2A3A',
      '--kyu-border': '#5B8FA8',
      '--kyu-radius': '16px',
      '--kyu-font': ROUNDED,
      '--kyu-accent1': '#0E7490',
      '--kyu-highlight1': '#67E8F9',
    },
  },
  {
    id: 3,
    name: 'Forest',
    tokens: {
      '--kyu-surface': '#EEF6EC',
      '--kyu-box': '#F7FBF5',
      '--kyu-subtle': '#DCEBD6',
      '--kyu-text': '#15301A',
      '--kyu-border': '#6E8F68',
      '--kyu-radius': '4px',
      '--kyu-font': "Georgia, 'Times New Roman', serif",
      '--kyu-accent1': '#3F7D3A',
      '--kyu-highlight1': '#B7E07A',
    },
  },
  {
    id: 4,
    name: 'Sunset',
    tokens: {
      '--kyu-surface': '#FFF3EA',
      '--kyu-box': '#FFF9F4',
      '--kyu-subtle': '#FDE2CF',
      '--kyu-text': '#3A1A0B',
      '--kyu-border': '#C0865F',
      '--kyu-radius': '20px',
      '--kyu-font': ROUNDED,
      '--kyu-accent1': '#C2410C',
      '--kyu-highlight1': '#FDBA74',
    },
  },
  {
    id: 5,
    name: 'Galaxy',
    tokens: {
      '--kyu-surface': '#F1EEFB',
      '--kyu-box': '#F8F6FE',
      '--kyu-subtle': '#E2DBF8',
      '--kyu-text': '#1E1537',
      '--kyu-border': '#7E6FB0',
      '--kyu-radius': '12px',
      '--kyu-font': SANS,
      '--kyu-accent1': '#6D28D9',
      '--kyu-highlight1': '#F0ABFC',
    },
  },
];

/** The theme id to use: the one chosen, or {@link DEFAULT_THEME_ID} when unset or unknown. */
export function themeIdOrDefault(themeId: number | null | undefined): number {
  return THEMES.some((t) => t.id === themeId) ? (themeId as number) : DEFAULT_THEME_ID;
}

/** The theme a brand shows: the chosen one where themes are enabled, else the default. */
export function activeTheme(brand: BrandId, themeId: number | null | undefined): Theme {
  const id = themesEnabled(brand) ? themeIdOrDefault(themeId) : DEFAULT_THEME_ID;
  return THEMES.find((t) => t.id === id) ?? (THEMES[0] as Theme);
}
