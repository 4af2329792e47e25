import { randomBytes } from 'node:crypto';

/**
 * Upper-case letters and digits without the look-alikes (I, O, 0, 1), since a code is read
 * aloud and typed from a screenshot. 32 symbols, so each random byte's low five bits pick one
 * evenly.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 10 symbols of 5 bits: 2^50 codes, so guessing one among even a million is hopeless. */
const LENGTH = 10;

/** A new, unguessable referral code. */
export function newReferralCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}
