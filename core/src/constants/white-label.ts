/** The colour slots of a white-label record (overview §3). */
export const COLOUR_KEYS = [
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
] as const;
/** One of {@link COLOUR_KEYS}. */
export type ColourKey = (typeof COLOUR_KEYS)[number];

/** The image slots of a white-label record (overview §3). */
export const IMAGE_KEYS = [
  'logo',
  'favicon',
  'mascot',
  'bookcover',
  'thumbnail',
  'background',
  'login',
  'dashboard',
] as const;
/** One of {@link IMAGE_KEYS}. */
export type ImageKey = (typeof IMAGE_KEYS)[number];

/** The longest terms or privacy text a school may set, in characters. */
export const LEGAL_TEXT_MAX = 20_000;
