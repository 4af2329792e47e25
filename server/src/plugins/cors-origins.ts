import type { Config } from '../config';
import type { Db } from '../db/client';
import { activeSchoolByDomain } from '../db/schools';

/**
 * How long an origin decision is reused. A school changed through any instance clears it at once
 * (the 'schools' invalidation); this bounds how long a decision outlives a missed one.
 */
export const ORIGIN_CACHE_MS = 60_000;
/** Origins are sent by anyone; past this many remembered decisions the cache starts again. */
const MAX_CACHED_ORIGINS = 5_000;

/**
 * Decides whether a browser origin may call the API: the portal's own origin, CORS_ORIGINS, and
 * the http(s) origins of every active school's registered domain (with or without `www.`, on
 * any port, so a school's staging port works too). Schools live in the database, and a
 * cross-origin widget makes a preflight and a call for each request, so decisions are cached
 * for ORIGIN_CACHE_MS instead of querying every time.
 */
export function originChecker(
  config: Pick<Config, 'publicUrl' | 'corsOrigins'>,
  db: Db,
  now = () => Date.now(),
) {
  const fixed = new Set([config.publicUrl, ...config.corsOrigins].map((u) => new URL(u).origin));
  const cache = new Map<string, { allowed: boolean; until: number }>();

  async function schoolAllows(origin: string): Promise<boolean> {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return (await activeSchoolByDomain(db, url.hostname)) !== null;
  }

  async function isAllowed(origin: string | undefined): Promise<boolean> {
    if (!origin) return false;
    if (fixed.has(origin)) return true;
    const hit = cache.get(origin);
    if (hit && hit.until > now()) return hit.allowed;
    const allowed = await schoolAllows(origin);
    if (cache.size >= MAX_CACHED_ORIGINS) cache.clear();
    cache.set(origin, { allowed, until: now() + ORIGIN_CACHE_MS });
    return allowed;
  }
  /** Drops every decision: a school's domain or activation changed (on any instance). */
  const forget = () => cache.clear();
  return Object.assign(isAllowed, { forget });
}
