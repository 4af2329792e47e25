import { createHmac, randomUUID } from 'node:crypto';

/** The demo school's embed key, as the seed writes it (core/src/constants/product.ts). */
export const DEMO_EMBED_KEY = {
  kid: 'hillside-demo',
  secret: 'kyu-demo-embed-secret-hillside-0123456789',
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token as a school's server signs one for its pupil (HS256, five minutes, a fresh jti),
 * made with node:crypto so the tests need no JWT library; `iat` and `exp` may be replaced.
 */
export function mintEmbedToken(claims: Record<string, unknown>, key = DEMO_EMBED_KEY) {
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'HS256', typ: 'JWT', kid: key.kid });
  const payload = part({ iat: now, exp: now + 300, jti: randomUUID(), ...claims });
  const signature = createHmac('sha256', key.secret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

declare global {
  interface Window {
    /** What kyu.js installs on a school's page (loader/src/kyu.ts). */
    Kyu?: {
      identify(token: string): Promise<Record<string, unknown>>;
      signOut(): Promise<void>;
    };
  }
}
