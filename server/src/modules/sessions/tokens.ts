import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, magic links, hand-offs and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only; they are random, so no salt or stretching is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
