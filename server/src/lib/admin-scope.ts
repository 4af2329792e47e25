import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/problem';
import { principalOf } from '../sessions/plugin';

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
  const { userId, schoolId } = principalOf(request);
  return { userId, schoolId };
}

export const isSuperAdmin = (scope: AdminScope) => scope.schoolId === null;

export function requireSuperAdmin(scope: AdminScope, action: string) {
  if (!isSuperAdmin(scope)) throw forbidden(`Only a Kyu administrator can ${action}.`);
}
