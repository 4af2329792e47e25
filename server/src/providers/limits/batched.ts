import type { Counter, LimitStore, Log } from './types';

/** How long hits counted here wait before they are added to the shared count together. */
export const SHARE_EVERY_MS = 1_000;
/**
 * The share of a limit's remaining room one instance may spend before it asks the store again:
 * a quarter, so up to four instances spending theirs at once still meet near the limit.
 */
const SPEND_OF_ROOM = 4;

/** What a request limit asks: count this hit against `max`, and answer the count. */
export interface RouteCounts {
  hit(key: string, ttlMs: number, max: number, now: number): Promise<Counter>;
  /** Adds whatever is still counted here to the store. */
  close(): Promise<void>;
}

/** Every hit written to the store as it comes: Redis answers in microseconds. */
export const countedEachTime = (store: LimitStore): RouteCounts => ({
  hit: (key, ttlMs, _max, now) => store.hit(key, ttlMs, now, 'fixed'),
  close: async () => {},
});

interface Tally {
  ttlMs: number;
  /** The shared counter as the store last answered it; null until asked in this window. */
  known: Counter | null;
  /** Hits counted here, not yet sent to the store. */
  pending: number;
  /** Hits on their way to the store. */
  sending: number;
  /** The exchange with the store under way: one at a time, which the hits needing it share. */
  refreshing: Promise<void> | null;
}

/**
 * Request limits shared between instances through the store (PostgreSQL) without a write in
 * front of every request. A hit asks the store first only when this instance knows nothing of
 * the window yet (a read) or would spend more than a quarter of the room left; it is then
 * counted here, and the hits counted here reach the store together within SHARE_EVERY_MS. One
 * instance counts exactly. Several never refuse a request within the limit (every count they
 * see happened) and may let a burst spread over them pass it by what they had not yet shared:
 * at most a quarter of the room each.
 */
export function sharedInBatches(store: LimitStore, log: Log, clock: () => number): RouteCounts {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;

  /** Sends the hits counted here, or reads the count when there are none, and notes the answer. */
  async function exchange(key: string, tally: Tally) {
    const now = clock();
    const count = tally.pending;
    tally.pending = 0;
    tally.sending += count;
    try {
      const known = count
        ? await store.hit(key, tally.ttlMs, now, 'fixed', count)
        : (await store.read([key], now))[0];
      // Nothing in the store yet: this instance's first hit starts the window, as the store will.
      tally.known = known ?? { count: 0, lastAt: now, expiresAt: now + tally.ttlMs };
    } catch (error) {
      tally.pending += count;
      throw error;
    } finally {
      tally.sending -= count;
    }
  }

  const refresh = (key: string, tally: Tally) =>
    (tally.refreshing ??= exchange(key, tally).finally(() => {
      tally.refreshing = null;
    }));

  function shareSoon() {
    if (timer) return;
    timer = setTimeout(() => void shareAll(), SHARE_EVERY_MS);
    timer.unref();
  }

  async function shareAll() {
    timer = undefined;
    const now = clock();
    const exchanges: Promise<void>[] = [];
    for (const [key, tally] of tallies) {
      if (tally.refreshing) {
        exchanges.push(tally.refreshing.catch(() => {}));
        if (tally.pending) shareSoon();
      } else if (tally.pending) {
        const failed = (error: unknown) =>
          log.warn({ err: error }, 'A request limit was not shared');
        exchanges.push(refresh(key, tally).catch(failed));
      } else if (!tally.known || tally.known.expiresAt <= now) {
        tallies.delete(key);
      }
    }
    await Promise.all(exchanges);
  }

  /** Ask the store first: nothing known of this window, or this hit would spend too much room. */
  const mustAsk = (tally: Tally, max: number) => {
    if (!tally.known) return true;
    const room = max - tally.known.count - tally.sending;
    return room > 0 && (tally.pending + 1) * SPEND_OF_ROOM > room;
  };

  return {
    async hit(key, ttlMs, max, now) {
      let tally = tallies.get(key);
      if (!tally) {
        tally = { ttlMs, known: null, pending: 0, sending: 0, refreshing: null };
        tallies.set(key, tally);
      } else if (tally.known && tally.known.expiresAt <= now) {
        // Hits still here belong to the window that ended; the store starts the next one.
        tally.known = null;
        tally.pending = 0;
      }
      if (mustAsk(tally, max)) {
        await refresh(key, tally);
        // An exchange begun before the window ended answered for that window: ask again.
        if (tally.known && tally.known.expiresAt <= now) await refresh(key, tally);
      }
      tally.pending += 1;
      shareSoon();
      const known = tally.known ?? { count: 0, expiresAt: now + ttlMs };
      return {
        count: known.count + tally.sending + tally.pending,
        lastAt: now,
        expiresAt: known.expiresAt,
      };
    },
    async close() {
      clearTimeout(timer);
      await shareAll();
    },
  };
}
