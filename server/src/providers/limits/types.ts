import type { FastifyBaseLogger } from 'fastify';

// The stores' shared types, apart from index.ts so that the stores need not import it.

/** What the stores say about a Redis that stopped answering. */
export type Log = Pick<FastifyBaseLogger, 'warn' | 'debug'>;

/** One counter of a limit. Times are milliseconds since the epoch. */
export interface Counter {
  /** Hits since the counter last started. */
  count: number;
  /** When the latest hit was counted. */
  lastAt: number;
  /** From this time on the counter is forgotten, and the next hit starts it again at 1. */
  expiresAt: number;
}

/**
 * `fixed`: the first hit sets the expiry (a window of ttl from the first hit). `sliding`: every
 * hit moves it to ttl after itself (forgotten ttl after the latest hit).
 */
export type Expiry = 'fixed' | 'sliding';

/**
 * Where every limit keeps its counts: failed sign-ins (modules/auth/login-limits.ts) and the
 * per-route request limits (plugins/security.ts). PostgreSQL by default, the embedded PGlite
 * included; Redis when REDIS_URL is set. Every call takes `now`, so the rules above it can be
 * tested with a fake clock, and an adapter never reads a clock of its own to decide expiry.
 */
export interface LimitStore {
  /**
   * Counts one hit at `key` atomically (concurrent hits all count) and answers the counter after
   * it; `count` hits at once where they were gathered first (batched.ts).
   */
  hit(key: string, ttlMs: number, now: number, expiry: Expiry, count?: number): Promise<Counter>;
  /** The live counter at each key, in order; null where there is none or it has expired. */
  read(keys: readonly string[], now: number): Promise<(Counter | null)[]>;
  /** Forgets the counter at `key`. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}
