import type { FastifyInstance } from 'fastify';
import { AdminSubscription } from '@kyu/core/contract';
import type { ListSpec } from '../../lib/list-query';
import { adminListRoute } from '../../lib/list-route';
import type { AdminFilter, AdminSort } from './queries';
import * as subscriptions from './service';

const LIST: ListSpec<AdminSort, AdminFilter> = {
  sortable: ['id', 'created_at', 'current_period_end', 'status'],
  defaultSort: ['created_at', 'DESC'],
  // `status`: incomplete, active, past_due or canceled; another word lists nothing.
  filters: { school_id: 'ids', status: 'text', student_id: 'ids' },
};

/** The console's subscriptions resource: read only; parents manage their own from the portal. */
export async function adminSubscriptionsRoutes(app: FastifyInstance) {
  adminListRoute(app, {
    name: 'subscriptions',
    operationId: 'listAdminSubscriptions',
    item: AdminSubscription,
    spec: LIST,
    summary:
      "List subscriptions with their state (Content-Range); a school admin's school's learners only",
    list: (scope, list) => subscriptions.listForAdmin(app.db, scope, list),
  });
}
