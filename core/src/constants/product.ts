/** The product slug written `{product}` in the spec: the parent area lives under `/${PRODUCT}`. */
export const PRODUCT = 'academy';

/** The two portals of overview §1. */
export type Portal = 'ai_create' | typeof PRODUCT;

/** How long a magic link, a sign-in hand-off or a reset link stays valid. */
export const LINK_TTL_MINUTES = 10;

/** How many device tokens a browser keeps and sends: one per account of a class sharing a computer. */
export const DEVICE_TOKENS_KEPT = 40;

/** The demo accounts' shared password (README and seed). */
export const DEMO_PASSWORD = 'kyu-demo-2026';

/**
 * The demo school's embed key, written by the seed only (never a production setting), so a
 * sample school page can sign a pupil in: a known secret signs anyone in, as the demo password does.
 */
export const DEMO_EMBED_KID = 'hillside-demo';
export const DEMO_EMBED_SECRET = 'kyu-demo-embed-secret-hillside-0123456789';
