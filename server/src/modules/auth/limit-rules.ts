import { isIPv6 } from 'node:net';
import type { Counter } from '../../providers/limits';

/**
 * The numbers of the sign-in limits (README, "Sign-in limits"), and the pure rules that read
 * them. login-limits.ts applies them; the reasoning for each is written here, beside it.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Per account, and per trusted device on its own: five wrong passwords cost nothing (typos,
 * a forgotten capital), then each further one makes the next attempt wait twice as long as the
 * last, from 30 seconds to 8 minutes, and the tenth locks the account for an hour after each
 * further failure, lifted early by the link mailed at the lock. A guesser gets ten passwords
 * in the first quarter hour and one an hour after that: about thirty a day per account.
 */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_MS = 30_000;
export const LOCK_AFTER = 10;
export const LOCK_MS = 60 * MINUTE;
/** Failures are forgotten a day after the latest, or at a sign-in that proves the owner. */
export const FAILURE_MEMORY_MS = DAY;

/**
 * Per network (limit-rules' `networkOf`), failures at accounts new to it, from devices nobody
 * trusts: 200 an hour. A school of 300 signing in there for the first time, two pupils in three
 * mistyping once, stays under it; a guesser spraying a common password over many accounts gets
 * 200 tries an hour from an address. Attempts from a trusted device, or at an account that has
 * signed in from that network before, neither count nor are refused here: they are bounded per
 * account and per device already, and this is what keeps a guesser inside the school, whose
 * failures share the pupils' address, from shutting the pupils out. What remains: once a
 * guesser has filled the hour, someone signing in there for the very first time waits for it
 * to end or uses a mailed link.
 */
export const ADDRESS_FAILURE_CAP = 200;
export const ADDRESS_WINDOW_MS = 60 * MINUTE;
/** An account stays known at an address this long after its latest sign-in from there. */
export const KNOWN_ADDRESS_MS = 90 * DAY;
/** A device token is trusted this long after it was issued; every sign-in issues a new one. */
export const DEVICE_TOKEN_MS = 180 * DAY;

/** How long the attempt after `failures` consecutive failures waits, from the latest one. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  if (failures >= LOCK_AFTER) return LOCK_MS;
  return FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES);
}

/** When a password may next be checked for a failure counter (0: now). */
export const nextAttemptAt = (failures: Counter | null) =>
  failures ? failures.lastAt + waitAfter(failures.count) : 0;

/**
 * How many passwords may be checked at once against a counter: as many as failures could still
 * land without a wait, and at least one. Attempts beyond it wait their turn, so a burst of
 * parallel guesses cannot all slip under the limit, yet nothing is refused for being pending.
 */
export const checksAtOnce = (failures: number, free: number) => Math.max(1, free - failures);

/**
 * The part of a client address that identifies a network: IPv4 as it is (IPv4-mapped IPv6
 * included), IPv6 by its /64, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every guess.
 */
export function networkOf(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) fills two groups.
  const rightSize = right.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all = [...left, ...Array<string>(8 - left.length - rightSize).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** "45 seconds", "1 minute", "8 minutes": a wait as a person reads it. */
export function inWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
