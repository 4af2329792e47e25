import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { ListQuery, UserRole } from '@kyu/core/contract';
import { parseListQuery, sendPage, type ListSpec, type ParsedList } from './list-query';
import { scopeOf, type AdminScope } from './admin-scope';

/**
 * The list call of a ra-data-simple-rest resource, the same for every console resource: admins
 * only, `sort`/`range`/`filter` parsed against the resource's spec, the page answered with its
 * Content-Range.
 */
export function adminListRoute<Field extends string, Filter extends string>(
  app: FastifyInstance,
  resource: {
    name: string;
    item: TSchema;
    spec: ListSpec<Field, Filter>;
    /** The call's operationId in the OpenAPI document (`listSchools`). */
    operationId: string;
    summary: string;
    list: (
      scope: AdminScope,
      list: ParsedList<Field, Filter>,
    ) => Promise<{ rows: unknown[]; total: number }>;
  },
) {
  app.get(
    '',
    {
      preHandler: app.requireRole(UserRole.admin),
      schema: {
        operationId: resource.operationId,
        summary: resource.summary,
        querystring: ListQuery,
        response: { 200: Type.Array(resource.item) },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query as ListQuery, resource.spec);
      return sendPage(
        reply,
        resource.name,
        list.range,
        await resource.list(scopeOf(request), list),
      );
    },
  );
}
