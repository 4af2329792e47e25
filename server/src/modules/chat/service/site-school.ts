import type { Db } from '../../../db/client';
import { forbidden } from '../../../lib/problem';
import { normaliseDomain } from '../../../lib/domains';
import { activeSchoolByDomain } from '../../../db/schools';

/**
 * How long the school of a site's host name is reused: every new public chat needs it before
 * the model can be asked. A school added, moved or closed takes effect within this time.
 */
export const SITE_SCHOOL_TTL_MS = 30_000;
/** Host names come from anyone's requests; past this many the cache starts again. */
const MAX_HOSTS = 5_000;

interface Entry {
  schoolId: Promise<number | null>;
  until: number;
}

/** Per database, so apps opened on different databases (as the tests do) never share one. */
const cached = new WeakMap<Db, Map<string, Entry>>();

/** The active school registered under a host name (normalised, lib/domains.ts), or null. */
function schoolOfHost(db: Db, host: string, now: number): Promise<number | null> {
  let byHost = cached.get(db);
  if (!byHost) cached.set(db, (byHost = new Map()));
  const hit = byHost.get(host);
  if (hit && hit.until > now) return hit.schoolId;
  if (byHost.size >= MAX_HOSTS) byHost.clear();
  const entry: Entry = {
    schoolId: activeSchoolByDomain(db, host),
    until: now + SITE_SCHOOL_TTL_MS,
  };
  byHost.set(host, entry);
  const forgetFailure = () => {
    if (byHost.get(host) === entry) byHost.delete(host);
  };
  entry.schoolId.catch(forgetFailure);
  return entry.schoolId;
}

/** Drops every site's school read so far: a school's domain or activation may have changed. */
export function forgetSiteSchools(db: Db): void {
  cached.delete(db);
}

/** Where a public chat is asked from: the site it names, and the browser's Origin header. */
export interface ChatSite {
  school?: string;
  origin?: string;
  /** The portal's own origin, whose sample pages may name any school. */
  portalOrigin: string;
}

/**
 * The active school whose site embeds the coach, or null for Kyu's own documents. A page on one
 * school's registered site may not name another school (and so read with its documents and
 * prompt): 403. Other origins are left to CORS, which lets no unknown site's browser call at all.
 */
export async function schoolOfSite(
  db: Db,
  { school, origin, portalOrigin }: ChatSite,
  now = Date.now(),
): Promise<number | null> {
  const host = school ? normaliseDomain(school) : '';
  const schoolId = host ? schoolOfHost(db, host, now) : Promise.resolve(null);
  const originHost = origin && origin !== portalOrigin ? normaliseDomain(origin) : '';
  if (host && originHost && originHost !== host) {
    const [named, asking] = await Promise.all([schoolId, schoolOfHost(db, originHost, now)]);
    if (asking !== null && asking !== named) {
      throw forbidden("A school's site may start chats for that school only.");
    }
  }
  return schoolId;
}
