import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

const API_PREFIX = '/api/v1/';

/** A multipart route documents its one `file` field; the handler reads it with request.file(). */
const FILE_BODY = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
};

type RouteSchema = Record<string, unknown> & {
  consumes?: string[];
  body?: unknown;
  tags?: string[];
};

/**
 * Shapes each route's entry in the document: only /api/v1 is published, each call is tagged by
 * its domain (`/api/v1/users/...` → users), a route guarded by a preHandler (requireUser,
 * requireRole) is marked as needing the Bearer token, and a multipart route shows its file field.
 */
export function describeRoute({
  schema,
  url,
  route,
}: {
  schema: unknown;
  url: string;
  route: { preHandler?: unknown };
}) {
  const out: RouteSchema = { ...((schema ?? {}) as RouteSchema) };
  if (!url.startsWith(API_PREFIX)) return { schema: { ...out, hide: true }, url };
  const domain = url.slice(API_PREFIX.length).split('/')[0];
  if (!out.tags && domain) out.tags = [domain];
  if (route.preHandler) out.security = [{ bearerAuth: [] }];
  if (out.consumes?.includes('multipart/form-data') && !out.body) out.body = FILE_BODY;
  return { schema: out, url };
}

/** The OpenAPI 3 document built from the route schemas, and swagger-ui served from its package. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kyu API',
        version: '1.0.0',
        description:
          'Every call of the Kyu portal, widgets and console. Errors are application/problem+json (RFC 9457). ' +
          'Signed-in calls carry `Authorization: Bearer <access_token>` from POST /api/v1/auth/login.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access_token of a session.',
          },
        },
      },
    },
    transform: describeRoute as never,
  });

  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(swaggerUi, {
    routePrefix: '/api/v1/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    theme: { title: 'Kyu API reference' },
  });
});
