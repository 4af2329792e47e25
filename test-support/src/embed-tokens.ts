import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';

/** Test helpers that sign embed tokens as a school's server would, and forge them as others might. */

export interface EmbedKey {
  kid: string;
  secret: string;
}

let n = 0;

/** A pupil's claims, each call a new pupil unless told otherwise. */
export function pupil(overrides: JWTPayload = {}): JWTPayload {
  n += 1;
  return {
    sub: `pupil-${n}`,
    name: 'Ana Lee',
    email: `pupil-${n}-${randomUUID().slice(0, 8)}@school.test`,
    role: 'student',
    ...overrides,
  };
}

/**
 * A token signed like the README's example: HS256 with the key's id, issued now, living five
 * minutes, with a fresh jti. `iat` and `exp` in the claims (seconds) replace the defaults;
 * `null` leaves one out.
 */
export async function mint(
  key: EmbedKey,
  claims: JWTPayload = pupil(),
  header: Record<string, unknown> = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const body: JWTPayload = { iat: now, exp: now + 300, jti: randomUUID(), ...claims };
  for (const [claim, value] of Object.entries(body)) if (value === null) delete body[claim];
  return new SignJWT(body)
    .setProtectedHeader({ alg: 'HS256', kid: key.kid, ...header })
    .sign(new TextEncoder().encode(key.secret));
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`), as a forger sends one. */
export const unsigned = (kid: string, claims: JWTPayload = pupil()) => {
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', kid })}.${part({ iat: now, exp: now + 300, jti: randomUUID(), ...claims })}.`;
};

/** The same header and claims with another algorithm named and this signature kept. */
export const withAlg = (token: string, alg: string) => {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(header!, 'base64url').toString());
  return `${part({ ...decoded, alg })}.${payload}.${signature}`;
};
