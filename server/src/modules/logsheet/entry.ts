import { MAX_ID, UserRole } from '@kyu/core/contract';
import type { AuditEntry } from './writer';

/** Whose changes are recorded: staff, who change what others see. */
const STAFF: readonly number[] = [
  UserRole.teacher,
  UserRole.admin,
  UserRole.curriculum,
  UserRole.curriculumGuest,
];
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API = '/api/v1';

/** Who a request acted as, or who a sign-in signed in. */
export interface Actor {
  userId: number;
  userRoleId: number;
  schoolId: number | null;
}

/** What a finished request leaves for the logsheet to judge; nothing of its body. */
export interface Finished {
  method: string;
  /** The route's pattern (`/api/v1/admin/schools/:id`), undefined when no route matched. */
  route: string | undefined;
  params: unknown;
  status: number;
  ip: string;
  /** The signed-in caller. */
  principal: Actor | null;
  /** Set on sign-in routes: who signed in, or null when the sign-in was refused. */
  signIn?: Actor | null;
  /** Set on bulk routes: the records the body names, each recorded as its own entry. */
  targets?: number[];
}

/** `/api/v1/admin/schools/:id` → `/admin/schools/{id}`, as the OpenAPI document writes paths. */
const pathOf = (route: string) => route.slice(API.length).replace(/:(\w+)/g, '{$1}');

/**
 * The record a path names: its last parameter that is an id. Only whole numbers are kept, so
 * a token in a path (`/auth/google/{jwt}/validate`) never reaches the logsheet.
 */
function targetOf(params: unknown): number | null {
  if (typeof params !== 'object' || params === null) return null;
  // Validated paths hold ids as numbers already; digits are read too, for an unvalidated one.
  const ids = Object.values(params)
    .map((value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
    .filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= MAX_ID);
  return ids.at(-1) ?? null;
}

/**
 * The entry a finished request makes, or null: every sign-in, kept or refused, and every
 * change (POST, PUT, PATCH, DELETE) a member of staff made that worked (2xx).
 */
export function entryOf(done: Finished, at: Date): AuditEntry | null {
  if (!done.route?.startsWith(`${API}/`)) return null;
  const base = { at, status: done.status, ip: done.ip };
  if (done.signIn !== undefined) {
    const who = done.status < 300 ? done.signIn : null;
    return {
      ...base,
      actorId: who?.userId ?? null,
      actorRole: who?.userRoleId ?? null,
      schoolId: who?.schoolId ?? null,
      action: who ? 'sign-in' : 'sign-in failed',
      targetId: null,
    };
  }
  const who = done.principal;
  if (!who || !STAFF.includes(who.userRoleId) || !CHANGES.has(done.method)) return null;
  if (done.status < 200 || done.status >= 300) return null;
  return {
    ...base,
    actorId: who.userId,
    actorRole: who.userRoleId,
    schoolId: who.schoolId,
    action: `${done.method} ${pathOf(done.route)}`,
    targetId: targetOf(done.params),
  };
}

/**
 * The entries a finished request makes: one per record a bulk change names (approving 40
 * questions at once leaves 40 rows an admin can find by question), else what `entryOf` makes.
 */
export function entriesOf(done: Finished, at: Date): AuditEntry[] {
  const entry = entryOf(done, at);
  if (!entry) return [];
  const targets = done.targets?.filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID);
  if (!targets?.length) return [entry];
  return targets.map((targetId) => ({ ...entry, targetId }));
}
