import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

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
export type ImageKey = (typeof IMAGE_KEYS)[number];

const HexColour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

export const Colours = Type.Object(
  Object.fromEntries(COLOUR_KEYS.map((k) => [k, Nullable(HexColour)])) as Record<
    ColourKey,
    ReturnType<typeof Nullable<typeof HexColour>>
  >,
);
export type Colours = Static<typeof Colours>;

/** Image slots hold the public URL of the uploaded file, or null. */
export const Images = Type.Object(
  Object.fromEntries(IMAGE_KEYS.map((k) => [k, Nullable(Type.String())])) as Record<
    ImageKey,
    ReturnType<typeof Nullable<ReturnType<typeof Type.String>>>
  >,
);
export type Images = Static<typeof Images>;

/** A school's white-label record, as `POST /auth/white-label` answers it. */
export const WhiteLabel = Type.Object({
  school_id: Id,
  school_name: Type.String(),
  domain_name: Nullable(Type.String()),
  page_title: Nullable(Type.String()),
  colours: Colours,
  images: Images,
});
export type WhiteLabel = Static<typeof WhiteLabel>;

export const WhiteLabelQuery = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 253 }),
});
export type WhiteLabelQuery = Static<typeof WhiteLabelQuery>;
