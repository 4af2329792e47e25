import type { Principal } from './principal';

/**
 * Who a Bearer token signs in, remembered for a short while so that a signed-in request does not
 * read its session and user from the database every time. Keyed by the token's hash, as the
 * sessions table is. A sign-out or a change of the user forgets their entries at once (`forget`,
 * `forgetUser`); the time limit bounds what a change made without telling the cache can outlive.
 */
export interface SessionCache {
  get(tokenHash: string, now: number): Principal | undefined;
  /**
   * Remembers a lookup that began at `epoch` (see `epoch()`), no longer than its session lasts.
   * A lookup overtaken by a forget is not kept: it may have read the row the forget was about.
   */
  set(
    tokenHash: string,
    principal: Principal,
    epoch: number,
    at: { now: number; expiresAt: number },
  ): void;
  /** Taken before a lookup, for `set`. */
  epoch(): number;
  forget(sessionId: number): void;
  forgetUser(userId: number): void;
  clear(): void;
}

interface Entry {
  principal: Principal;
  until: number;
}

export function createSessionCache(opts: { ttlMs: number; max: number }): SessionCache {
  const entries = new Map<string, Entry>();
  let epoch = 0;

  const drop = (match: (principal: Principal) => boolean) => {
    epoch++;
    for (const [hash, entry] of entries) if (match(entry.principal)) entries.delete(hash);
  };

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now) return entry.principal;
      entries.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, principal, since, { now, expiresAt }) {
      if (since !== epoch) return;
      // Anyone can send tokens, but only live sessions are kept: past `max`, the oldest go.
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { principal, until: Math.min(expiresAt, now + opts.ttlMs) });
    },
    epoch: () => epoch,
    forget: (sessionId) => drop((p) => p.sessionId === sessionId),
    forgetUser: (userId) => drop((p) => p.userId === userId),
    clear: () => drop(() => true),
  };
}
