import type { Counter, LimitStore } from '../../providers/limits';
import type { CheckGate } from './check-gate';
import { checksBusy, networkCapped, signInPaused } from './problems';
import {
  ADDRESS_FAILURE_CAP,
  ADDRESS_WINDOW_MS,
  checksAtOnce,
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  KNOWN_ADDRESS_MS,
  LOCK_AFTER,
  networkOf,
  nextAttemptAt,
} from './limit-rules';

/**
 * Which counters a password attempt meets, and when it is refused (the numbers and why are in
 * limit-rules.ts):
 *
 * - From a trusted device (a valid device token for the account, device-tokens.ts): only that
 *   device's own failures, with the same backoff and lock as an account.
 * - Otherwise: the account's failures (backoff, then a lock); and, unless the account has signed
 *   in from this network before, the network's failures at new accounts (a cap per hour).
 *
 * Only passwords found wrong count, and only their own counters: a correct password is never
 * refused for other accounts' failures at its address, nor for failures from other devices when
 * it comes from a trusted one. Attempts refused here check no password and count nowhere.
 */
export interface LoginAttempt {
  /** `user:<id>` for a known account, else `name:<what was typed>`: unknown names count alike. */
  account: string;
  ip: string;
  /** The nonce of a valid device token for this account, when the client sent one. */
  device: string | null;
}

/** What the sign-in flows share: where counts live, the checks under way, the device-token key. */
export interface SignInLimits {
  store: LimitStore;
  gate: CheckGate;
  deviceKey: Buffer;
}

/** What checking a password needs of them: another module's check shares the counters. */
export type PasswordLimits = Pick<SignInLimits, 'store' | 'gate'>;

/** An admitted attempt, settled by one of `failed` or `succeeded`; `release` is for `finally`. */
export interface Admission {
  /** The password was wrong. True when this failure is the one that locked the account. */
  failed(): Promise<boolean>;
  /** The password was right: its own counter is cleared and the network remembered. */
  succeeded(): Promise<void>;
  release(): void;
}

const DAY = 86_400_000;

export const accountKey = (userId: number) => `user:${userId}`;

const accountCounter = (account: string) => `signin:account:${account}`;

function keysOf(attempt: Pick<LoginAttempt, 'account' | 'ip' | 'device'>) {
  const network = networkOf(attempt.ip);
  return {
    own: attempt.device ? `signin:device:${attempt.device}` : accountCounter(attempt.account),
    network: `signin:network:${network}`,
    known: `signin:known:${attempt.account}@${network}`,
  };
}

/**
 * Refuses an attempt (429 with Retry-After) when its counters say so, else waits for its turn
 * among the checks under way and admits it. The first turn reads every counter in one round
 * trip; a turn after a wait reads its own again.
 */
export async function admitPasswordCheck(
  limits: PasswordLimits,
  attempt: LoginAttempt,
  now: Date,
): Promise<Admission> {
  const t = now.getTime();
  const keys = keysOf(attempt);
  const { store, gate } = limits;
  const held = gate.hold([keys.own, keys.network]);
  const releases: (() => void)[] = [held];
  const release = () => releases.splice(0).forEach((give) => give());
  let exempt = true;
  let hadFailures = false;
  let known: Counter | null = null;
  try {
    const exitsBefore = { own: gate.exits(keys.own), network: gate.exits(keys.network) };
    const [own = null, network = null, knownHere = null] = await store.read(
      [keys.own, keys.network, keys.known],
      t,
    );
    known = knownHere;
    exempt = attempt.device !== null || known !== null;
    hadFailures = own !== null;
    /** The counter at `key`: from the read above on the first turn, read afresh after a wait. */
    const reader = (key: string, first: Counter | null, noted: number) => {
      let fresh = true;
      return async () => {
        if (fresh) {
          fresh = false;
          return { failures: first, exitsBefore: noted };
        }
        const exits = gate.exits(key);
        return { failures: (await store.read([key], t))[0] ?? null, exitsBefore: exits };
      };
    };
    const ownNow = reader(keys.own, own, exitsBefore.own);
    const networkNow = reader(keys.network, network, exitsBefore.network);

    releases.push(
      await gate.enter(
        keys.own,
        async () => {
          const { failures, exitsBefore } = await ownNow();
          hadFailures ||= failures !== null;
          const next = nextAttemptAt(failures);
          if (failures && next > t)
            throw signInPaused(
              attempt.device ? 'device' : failures.count < LOCK_AFTER ? 'account' : 'locked',
              next - t,
            );
          return { allowed: checksAtOnce(failures?.count ?? 0, FREE_FAILURES), exitsBefore };
        },
        checksBusy,
      ),
    );
    if (!exempt)
      releases.push(
        await gate.enter(
          keys.network,
          async () => {
            const { failures, exitsBefore } = await networkNow();
            const count = failures?.count ?? 0;
            if (failures && count >= ADDRESS_FAILURE_CAP)
              throw networkCapped(failures.expiresAt - t);
            return { allowed: checksAtOnce(count, ADDRESS_FAILURE_CAP), exitsBefore };
          },
          checksBusy,
        ),
      );
    held();
  } catch (error) {
    release();
    throw error;
  }

  return {
    async failed() {
      try {
        const [failures] = await Promise.all([
          store.hit(keys.own, FAILURE_MEMORY_MS, t, 'sliding'),
          exempt ? null : store.hit(keys.network, ADDRESS_WINDOW_MS, t, 'fixed'),
        ]);
        return attempt.device === null && failures.count === LOCK_AFTER;
      } finally {
        release();
      }
    },
    async succeeded() {
      try {
        await Promise.all([
          hadFailures ? store.forget(keys.own) : null,
          // A daily refresh is enough for a 90-day memory, and spares a write per sign-in.
          !known || t - known.lastAt > DAY
            ? store.hit(keys.known, KNOWN_ADDRESS_MS, t, 'sliding')
            : null,
        ]);
      } finally {
        release();
      }
    },
    release,
  };
}

/**
 * The owner proved who they are another way (a mailed link, Google or Apple, a reset): the
 * account's failures are forgotten, which lifts its lock, and the network is remembered.
 */
export async function provenOwner(
  limits: SignInLimits,
  attempt: Pick<LoginAttempt, 'account' | 'ip'>,
  now: Date,
) {
  const keys = keysOf({ ...attempt, device: null });
  await Promise.all([
    limits.store.forget(keys.own),
    limits.store.hit(keys.known, KNOWN_ADDRESS_MS, now.getTime(), 'sliding'),
  ]);
}

/** After a password reset: the account's failures are forgotten, wherever it is signed in next. */
export const forgetAccountFailures = (limits: SignInLimits, account: string) =>
  limits.store.forget(accountCounter(account));
