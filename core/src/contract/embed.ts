import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { EMBED_TOKEN_MAX_LENGTH } from '../constants/embed';

/**
 * Signed embed identity: a school's own server signs a short-lived token (JWT, HS256, with a
 * secret made in the console) that `POST /auth/embed-token` swaps for a Kyu session, so a
 * pupil signed in on the school's site is signed in to the Kyu widgets on its pages.
 */
export {
  EMBED_CLOCK_SKEW_SECONDS,
  EMBED_GRACE_HOURS,
  EMBED_ROLES,
  EMBED_TOKEN_MAX_LENGTH,
  EMBED_TOKEN_MAX_SECONDS,
} from '../constants/embed';

/** The body of `POST /auth/embed-token`. */
export const EmbedTokenBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: EMBED_TOKEN_MAX_LENGTH }),
});
export type EmbedTokenBody = Static<typeof EmbedTokenBody>;

/**
 * Where a secret stands: `active` signs tokens now; `retiring` was rotated and still works
 * until `retires_at`; `retired` and `revoked` are refused.
 */
export const EmbedSecretState = Type.Union([
  Type.Literal('active'),
  Type.Literal('retiring'),
  Type.Literal('retired'),
  Type.Literal('revoked'),
]);
export type EmbedSecretState = Static<typeof EmbedSecretState>;

const Instant = Type.String({ format: 'date-time' });

/** A school's embed secret as the console lists it: never the secret, only its last characters. */
export const EmbedSecret = Type.Object({
  id: Id,
  school_id: Id,
  /** The key id the school puts in each token's header (`kid`). */
  kid: Type.String(),
  /** The secret's last four characters, to tell secrets apart. */
  hint: Type.String(),
  state: EmbedSecretState,
  created_at: Instant,
  retires_at: Nullable(Instant),
  revoked_at: Nullable(Instant),
  last_used_at: Nullable(Instant),
});
export type EmbedSecret = Static<typeof EmbedSecret>;

/** A secret just made (created or rotated): the only answer that carries the secret itself. */
export const NewEmbedSecret = Type.Object({
  ...EmbedSecret.properties,
  secret: Type.String(),
});
export type NewEmbedSecret = Static<typeof NewEmbedSecret>;

/** Path parameters of one secret of one school. */
export const EmbedSecretParams = Type.Object({
  id: Id,
  secretId: Id,
});
