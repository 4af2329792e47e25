import { COLOUR_KEYS, IMAGE_KEYS, type ImageKey } from '@kyu/core/constants';

// The slot lists come from core's constants (plain arrays), not the contract, whose TypeBox
// schemas would otherwise ship to the browser.
export const COLOUR_SLOTS = COLOUR_KEYS;
export const IMAGE_SLOTS = IMAGE_KEYS;
export type ImageSlot = ImageKey;

/** Image types the server accepts for a slot, and its size limit (2 MB). */
export const IMAGE_ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/webp': [] };
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A hex colour as the contract wants it. */
export const HEX_COLOUR = /^#[0-9A-F]{6}$/i;
