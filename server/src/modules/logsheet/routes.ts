import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LogsheetPage, LogsheetQuery, UserRole } from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import * as logsheet from './service';

/**
 * The admin console's logsheet (overview §2, Admin; calls.md does not show its path, so this is
 * Kyu's own): who changed what and who signed in, read by admins only.
 */
export async function logsheetRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '',
    {
      preHandler: app.requireRole(UserRole.admin),
      schema: {
        operationId: 'listLogsheet',
        summary: 'The logsheet: changes made by staff, and sign-ins, newest first',
        description:
          'One entry per sign-in (kept: `sign-in`; refused: `sign-in failed`, with no actor and ' +
          'no school) and per change (POST, PUT, PATCH or DELETE answered 2xx) made by a teacher, ' +
          'admin or curriculum user, named by its route (`PUT /admin/schools/{id}`) and the record ' +
          'its path names (`target_id`); request bodies are never kept. An entry belongs to the ' +
          "actor's school at the time. Entries are written in batches just after the answer, so " +
          'one may take a moment to appear. A school admin reads their own school only (another ' +
          "`school_id` is 403); Kyu's administrators read every entry. `from` and `to` take a UTC " +
          'day (`to` then includes the whole day) or an instant; `person` and `action` match any ' +
          'part, in any case.',
        querystring: LogsheetQuery,
        response: { 200: LogsheetPage },
      },
    },
    async (request) => logsheet.listLogsheet(app.db, scopeOf(request), request.query),
  );
}
