import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { COLOUR_KEYS, IMAGE_KEYS, type ColourKey, type ImageKey } from '../constants/white-label';

export { COLOUR_KEYS, IMAGE_KEYS, type ColourKey, type ImageKey };

export { LEGAL_TEXT_MAX } from '../constants/white-label';

const HexColour = Type.String({ maxLength: 7, pattern: '^#[0-9A-Fa-f]{6}$' });

/** Colour slots hold a `#RRGGBB` colour, or null for the brand's own. */
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
  /** The school's terms and privacy texts, plain text (never HTML); null means the defaults. */
  terms_text: Nullable(Type.String()),
  privacy_text: Nullable(Type.String()),
});
export type WhiteLabel = Static<typeof WhiteLabel>;

/** The body of `POST /auth/white-label`: the domain to look up. */
export const WhiteLabelQuery = Type.Object({
  domain: Type.String({ minLength: 1, maxLength: 253 }),
});
export type WhiteLabelQuery = Static<typeof WhiteLabelQuery>;
