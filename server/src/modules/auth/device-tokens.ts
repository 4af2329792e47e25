import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { DEVICE_TOKEN_MS } from './limit-rules';
import { ensureSigningKey } from './queries';

/**
 * Device tokens, after OWASP's "device cookie": after every successful sign-in the client gets
 * a token naming the account, signed by the server, and sends it back with later sign-ins. An
 * attempt that carries a valid one for the account it names comes from a device its owner has
 * used, so the account's lock and the address's cap do not apply to it; it has failure limits
 * of its own instead (login-limits.ts). A guesser without the pupil's device thus cannot lock
 * the pupil out of it, and a token taken from the device buys no more guesses than the device
 * itself had. Kyu sends Bearer tokens, not cookies, so the token travels in the sign-in body.
 *
 * `d1.<user id>.<issued, seconds>.<nonce>.<HMAC-SHA256 of the rest>`: stateless to check; the
 * nonce names the device's own failure counter. Signed with a key kept in `signing_keys`.
 */
const VERSION = 'd1';

/** The signing key, made on first use and shared by every process through the database. */
export async function deviceTokenKey(db: Db): Promise<Buffer> {
  return Buffer.from(
    await ensureSigningKey(db, 'device-token', () => randomBytes(32).toString('base64url')),
    'base64url',
  );
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

/**
 * A new token for this account on this device. A device that was trusted keeps its nonce, so
 * its failures follow it from token to token: a token copied off a device before gives no
 * more guesses than the device has left.
 */
export function issueDeviceToken(
  key: Buffer,
  userId: number,
  now: Date,
  device = randomBytes(16).toString('base64url'),
): string {
  const body = [VERSION, userId, Math.floor(now.getTime() / 1000), device].join('.');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/**
 * The nonce of the first token among `tokens` that is valid for this account now, or null. A
 * client may hold tokens for several accounts (a shared classroom computer) and sends them all.
 */
export function trustedDevice(
  key: Buffer,
  tokens: readonly string[] | undefined,
  userId: number,
  now: Date,
): string | null {
  for (const token of tokens ?? []) {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION || parts[1] !== String(userId)) continue;
    const issued = Number(parts[2]) * 1000;
    if (!Number.isSafeInteger(issued) || issued > now.getTime() + 60_000) continue;
    if (now.getTime() - issued > DEVICE_TOKEN_MS) continue;
    const given = Buffer.from(parts[4]!, 'base64url');
    const expected = mac(key, parts.slice(0, 4).join('.'));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return parts[3]!;
  }
  return null;
}

/** The session answer with a new device token for the device that signed in (see above). */
export const withDeviceToken = (
  key: Buffer,
  session: SessionUser,
  now: Date,
  device?: string | null,
): SessionUser => ({
  ...session,
  device_token: issueDeviceToken(key, session.id, now, device ?? undefined),
});
