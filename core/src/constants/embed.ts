/** Rules of signed embed identity (README, "Signed embeds"), shared by the server and the console. */

/** The longest a token may live: `exp` at most this many seconds after `iat`. */
export const EMBED_TOKEN_MAX_SECONDS = 600;
/** How far the school's clock may be ahead of or behind Kyu's. */
export const EMBED_CLOCK_SKEW_SECONDS = 60;
/** How long a rotated secret keeps working, so the school can deploy the new one. */
export const EMBED_GRACE_HOURS = 24;
/** A token longer than this is no token of ours (one of ours is a few hundred characters). */
export const EMBED_TOKEN_MAX_LENGTH = 4096;
/** The roles a school's token may assert: pupils only (see the README, "Signed embeds"). */
export const EMBED_ROLES = ['student'] as const;
