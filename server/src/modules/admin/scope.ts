import { forbidden } from '../../lib/problem';
import type { Principal } from '../sessions/service';

/**
 * Whose records an admin reaches. A super admin (no school) reaches every school and user; a
 * school admin only their own school and its users. Services take this, never the raw principal.
 */
export interface AdminScope {
  userId: number;
  /** null for a super admin. */
  schoolId: number | null;
}

export const adminScope = (principal: Principal): AdminScope => ({
  userId: principal.userId,
  schoolId: principal.schoolId,
});

export const isSuperAdmin = (scope: AdminScope) => scope.schoolId === null;

export function requireSuperAdmin(scope: AdminScope, action: string) {
  if (!isSuperAdmin(scope)) throw forbidden(`Only a Kyu administrator can ${action}.`);
}
