import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './problem';

/**
 * Whose records an admin reaches. A super admin (no school) reaches every school and user; a
 * school admin only their own school and its users. Services take this, never the raw principal.
 */
export interface AdminScope {
  userId: number;
  /** null for a super admin. */
  schoolId: number | null;
}

/** The scope of the admin making a request that passed `requireRole(UserRole.admin)`. */
export function scopeOf(request: FastifyRequest): AdminScope {
  // The sessions plugin sets the principal; the role check let only a signed-in admin through.
  if (!request.principal) throw unauthorized();
  const { userId, schoolId } = request.principal;
  return { userId, schoolId };
}

export const isSuperAdmin = (scope: AdminScope) => scope.schoolId === null;

export function requireSuperAdmin(scope: AdminScope, action: string) {
  if (!isSuperAdmin(scope)) throw forbidden(`Only a Kyu administrator can ${action}.`);
}

/**
 * The school a call reads: any one a super admin names (undefined: every school), else the
 * school admin's own; a school admin naming another school is refused.
 */
export function schoolAsked(scope: AdminScope, asked: number | undefined, what: string) {
  if (isSuperAdmin(scope)) return asked;
  if (asked !== undefined && asked !== scope.schoolId) {
    throw forbidden(`A school administrator reads only their own school's ${what}.`);
  }
  return scope.schoolId ?? undefined;
}
