import { Type, type Static } from 'typebox';
import { DEVICE_TOKENS_KEPT } from '../constants/product';
import { Email, Id, Nullable } from './common';

/** The signed-in user as the portal keeps it (overview §3 "User"). */
export const SessionUser = Type.Object({
  id: Id,
  /** Opaque Bearer token; the server keeps only its hash. */
  access_token: Type.String(),
  username: Type.String(),
  user_role_id: Type.Integer({ minimum: 1, maximum: 6 }),
  teacher_role_id: Nullable(Type.Integer({ minimum: 1, maximum: 3 })),
  school_id: Nullable(Id),
  school_flags: Type.Object({ learning_path_disabled: Type.Boolean() }),
  flag: Type.Object({ has_agreed_policy: Type.Boolean() }),
  /** The sign-in before this one; null on a first sign-in, which is how the portal knows a new user. */
  last_logged_in: Nullable(Type.String({ format: 'date-time' })),
  email: Email,
  first_name: Type.String(),
  last_name: Type.String(),
  profile_pic_url: Nullable(Type.String()),
  /**
   * Proof that this device signed in to this account, for the client to keep past sign-out
   * and send back in `device_tokens` at later sign-ins: a pupil's own device then stays usable
   * while someone else's wrong passwords lock the account (README, "Sign-in limits").
   */
  device_token: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SessionUser = Static<typeof SessionUser>;

/** One body for every way in; which fields count depends on `login_type` (calls.md, Auth). */
export const LoginBody = Type.Object({
  // Spelt out as a tuple: a mapped array types as `never`, the same JSON Schema either way.
  login_type: Type.Union([
    Type.Literal('password'),
    Type.Literal('magic_link'),
    Type.Literal('token'),
    Type.Literal('google'),
    Type.Literal('apple'),
    Type.Literal('canvas'),
    Type.Literal('d2l'),
  ]),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  /** The role the visitor signs in as when the screen offers a choice; a mismatch is refused. */
  login_role: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  google_jwt: Type.Optional(Type.String({ maxLength: 8192 })),
  /** Sign in with Apple's ID token (the JS SDK hands it over with the grant code). */
  apple_auth_grant_code: Type.Optional(Type.String({ maxLength: 8192 })),
  canvas_code: Type.Optional(Type.String({ maxLength: 2048 })),
  d2l_code: Type.Optional(Type.String({ maxLength: 2048 })),
  /** A magic-link token (`magic_link`) or a hand-off token from `/auth/token/{id}` (`token`). */
  login_token: Type.Optional(Type.String({ maxLength: 512 })),
  /**
   * The device tokens this client was given at earlier sign-ins, for any account (a classroom
   * computer holds several); the one for the account signing in exempts it from that
   * account's lock and from its network's cap.
   */
  device_tokens: Type.Optional(
    Type.Array(Type.String({ maxLength: 200 }), { maxItems: DEVICE_TOKENS_KEPT }),
  ),
});
export type LoginBody = Static<typeof LoginBody>;

/** Every way in that `POST /auth/login` knows. */
export type LoginType = LoginBody['login_type'];

/** The body of `POST /auth/signup`: a student or parent account, by password or identity. */
export const SignupBody = Type.Object({
  role: Type.Union([Type.Literal('student'), Type.Literal('parent')]),
  email: Email,
  password: Type.Optional(Type.String({ maxLength: 256 })),
  first_name: Type.String({ minLength: 1, maxLength: 80 }),
  last_name: Type.String({ minLength: 1, maxLength: 80 }),
  username: Type.Optional(
    Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' }),
  ),
  academic_level_id: Type.Optional(Id),
  /** Sign up with a Google or Apple identity instead of a password. */
  google_jwt: Type.Optional(Type.String({ maxLength: 8192 })),
  apple_auth_grant_code: Type.Optional(Type.String({ maxLength: 8192 })),
  /** The portal the visitor signed up from, so the welcome mail links back to it. */
  portal: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SignupBody = Static<typeof SignupBody>;

/** The body of `POST /auth/magic-link`: where to mail a one-time sign-in link. */
export const MagicLinkBody = Type.Object({
  email: Email,
  portal: Type.Optional(Type.String({ maxLength: 40 })),
});
export type MagicLinkBody = Static<typeof MagicLinkBody>;

/** Path parameters of the calls that check a link token. */
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });

/** What a valid magic-link token belongs to. */
export const MagicLinkValidation = Type.Object({ email: Email });
export type MagicLinkValidation = Static<typeof MagicLinkValidation>;

/** What a verified Google or Apple identity says, for sign-in or for pre-filling sign-up. */
export const IdentityClaims = Type.Object({
  provider: Type.Union([Type.Literal('google'), Type.Literal('apple')]),
  email: Email,
  first_name: Type.String(),
  last_name: Type.String(),
  /** True when an account already uses this e-mail: the portal signs in rather than onboarding. */
  has_account: Type.Boolean(),
});
export type IdentityClaims = Static<typeof IdentityClaims>;

/** Path parameters of `GET /auth/token/{id}`. */
export const HandoffParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 512 }) });
/** A single-use hand-off id swapped for a short-lived login token. */
export const HandoffToken = Type.Object({ token: Type.String() });
export type HandoffToken = Static<typeof HandoffToken>;

/** The body of `POST /auth/password/reset/link`. */
export const PasswordResetLinkBody = Type.Object({
  email: Email,
  is_from_academy_new_buy_page: Type.Optional(Type.Boolean()),
});
export type PasswordResetLinkBody = Static<typeof PasswordResetLinkBody>;

/** The body of `POST /auth/password/reset`: the link's token and the new password. */
export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512 }),
  new_password: Type.String({ maxLength: 256 }),
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;
