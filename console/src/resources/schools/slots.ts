import { COLOUR_KEYS, IMAGE_KEYS, type ColourKey, type ImageKey } from '@kyu/core/constants';

// The slot lists come from core's constants (plain arrays), not the contract, whose TypeBox
// schemas would otherwise ship to the browser.
export const COLOUR_SLOTS = COLOUR_KEYS;
export const IMAGE_SLOTS = IMAGE_KEYS;
export type ImageSlot = ImageKey;

/**
 * What the form calls each colour slot. The stored names stay the spec's (`secondary1`), but a
 * school's levels are "Secondary 1" to "Secondary 4", so those slots read "Supporting 1" to 3.
 */
export const COLOUR_LABELS: Record<ColourKey, string> = {
  primary: 'Primary',
  secondary1: 'Supporting 1',
  secondary2: 'Supporting 2',
  secondary3: 'Supporting 3',
  accent1: 'Accent 1',
  accent2: 'Accent 2',
  accent3: 'Accent 3',
  highlight1: 'Highlight 1',
  highlight2: 'Highlight 2',
  highlight3: 'Highlight 3',
};

/** Image types the server accepts for a slot, and its size limit (2 MB). */
export const IMAGE_ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/webp': [] };
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A hex colour as the contract wants it. */
export const HEX_COLOUR = /^#[0-9A-F]{6}$/i;
