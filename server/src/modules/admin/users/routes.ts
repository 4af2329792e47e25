import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminUser, AdminUserUpdate, IdParams, UserRole } from '@kyu/core/contract';
import type { ListSpec } from '../../../lib/list-query';
import { scopeOf } from '../../../lib/admin-scope';
import type { UserFilter, UserSort } from './queries';
import * as users from './service';
import { adminListRoute } from '../../../lib/list-route';

const LIST: ListSpec<UserSort, UserFilter> = {
  sortable: [
    'id',
    'email',
    'username',
    'first_name',
    'last_name',
    'user_role_id',
    'teacher_role_id',
    'school_id',
    'is_active',
    'last_logged_in',
    'created_at',
  ],
  defaultSort: ['id', 'ASC'],
  filters: {
    q: 'text',
    id: 'ids',
    user_role_id: 'ids',
    teacher_role_id: 'ids',
    school_id: 'ids',
    is_active: 'boolean',
  },
};

/**
 * The console's users resource. Accounts are created by sign-up, by teachers and by parents, and
 * never deleted from here: an admin deactivates them, which keeps their history and signs them out.
 */
export async function adminUsersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };

  adminListRoute(app, {
    name: 'users',
    operationId: 'listUsers',
    item: AdminUser,
    spec: LIST,
    summary:
      'List users (filters q, user_role_id, teacher_role_id, school_id, is_active; Content-Range)',
    list: (scope, list) => users.listUsers(app.db, scope, list),
  });

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'getUser',
        summary: 'One user',
        params: IdParams,
        response: { 200: AdminUser },
      },
    },
    async (request) => users.getUser(app.db, scopeOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'updateUser',
        problems: [422],
        summary: 'Change names, role, school or activation',
        params: IdParams,
        body: AdminUserUpdate,
        response: { 200: AdminUser },
      },
    },
    async (request) => users.updateUser(app.db, scopeOf(request), request.params.id, request.body),
  );
}
