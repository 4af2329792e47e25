import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserRole } from '@kyu/core/contract';
import { requireSuperAdmin, scopeOf } from '../lib/admin-scope';

/**
 * The guard of every development route (`/dev/...`, `/api/v1/dev/...`): Kyu's administrator,
 * signed in, even in development. These routes show everyone's mail (sign-in links included) and
 * move clocks that every account shares, and a server left in development mode may well be
 * reachable by people other than its developer. Anyone else gets 401, or 403 when signed in.
 */
export function devAdminOnly(app: FastifyInstance) {
  const superAdmin = async (request: FastifyRequest) =>
    requireSuperAdmin(scopeOf(request), 'use the development routes');
  return { preHandler: [app.requireRole(UserRole.admin), superAdmin] };
}
