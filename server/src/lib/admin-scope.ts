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
