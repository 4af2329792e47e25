import { atom, computed } from 'nanostores';
import type { Portal } from '../constants';
import type { WhiteLabel } from '../contract';
import { api } from '../api/client';
import { brandCssVariables, brandFromHostname, portalFromHostname, type BrandId } from './model';

/** The brand in use, from the hostname unless the page named one. */
export const $brand = atom<BrandId>('default');

/** The portal in use (overview §1), from the hostname. */
export const $portal = atom<Portal>('ai_create');

/** The school's white-label record for this domain; null when none is loaded or none exists. */
export const $whiteLabel = atom<WhiteLabel | null>(null);

/** The white-labelled school's name (its page title, else its name); null on Kyu's own brands. */
export const $schoolName = computed($whiteLabel, (record) =>
  record ? record.page_title || record.school_name : null,
);

/**
 * The design tokens of the student's theme (core/src/themes keeps them here while it follows
 * the student); empty for the default look, which the stylesheets' fallbacks draw.
 */
export const $themeTokens = atom<Readonly<Record<string, string>>>({});

/**
 * CSS custom properties for the current brand, theme and white-label: every widget's frame and
 * the portal's root set them, so a theme changes the look of every widget.
 */
export const $brandVariables = computed([$brand, $whiteLabel, $themeTokens], brandCssVariables);

/**
 * Fetches the white-label record of a domain at start-up: the quiet lookup answers 204 for a
 * domain no school uses, so Kyu's own hosts cost no error in the browser's console.
 */
export async function loadWhiteLabel(domain: string): Promise<WhiteLabel | null> {
  const record =
    (await api.get<WhiteLabel | undefined>('/auth/white-label', { query: { domain } })) ?? null;
  $whiteLabel.set(record);
  return record;
}

/**
 * Picks brand and portal from the hostname (or the `brand` the page asked for) and, with no
 * record loaded yet, looks up the white-label record of `domain` (the school's page's own, else
 * the hostname) whatever the brand: a school's own domain is the default brand (overview §4).
 */
export async function startBranding(options: {
  hostname: string;
  brand?: BrandId;
  domain?: string;
}): Promise<void> {
  $brand.set(options.brand ?? brandFromHostname(options.hostname));
  $portal.set(portalFromHostname(options.hostname));
  if ($whiteLabel.get()) return;
  try {
    await loadWhiteLabel(options.domain ?? options.hostname);
  } catch {
    // Branding falls back to the brand table; a failed lookup must not stop the page.
  }
}
