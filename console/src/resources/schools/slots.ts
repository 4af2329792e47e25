import type { ColourKey, ImageKey } from '@kyu/core/contract';

// The contract's own key lists are values inside TypeBox modules; importing them would ship the
// schemas to the browser, so the console keeps its copies and the types below keep them complete.
export const COLOUR_SLOTS = [
  'primary',
  'secondary1',
  'secondary2',
  'secondary3',
  'accent1',
  'accent2',
  'accent3',
  'highlight1',
  'highlight2',
  'highlight3',
] as const satisfies readonly ColourKey[];

export const IMAGE_SLOTS = [
  'logo',
  'favicon',
  'mascot',
  'bookcover',
  'thumbnail',
  'background',
  'login',
  'dashboard',
] as const satisfies readonly ImageKey[];

export type ImageSlot = (typeof IMAGE_SLOTS)[number];

// These fail to compile when the contract gains a slot that the lists above lack.
type NoneMissing<T extends never> = T;
export type _AllColours = NoneMissing<Exclude<ColourKey, (typeof COLOUR_SLOTS)[number]>>;
export type _AllImages = NoneMissing<Exclude<ImageKey, ImageSlot>>;

/** Image types the server accepts for a slot, and its size limit (2 MB). */
export const IMAGE_ACCEPT = { 'image/png': [], 'image/jpeg': [], 'image/webp': [] };
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A hex colour as the contract wants it. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
