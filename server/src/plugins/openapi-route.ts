import { accessOf, roleName, type Access, type GuardedRoute } from '../lib/route-access';
import { PROBLEMS_KEY } from './openapi-problems';
import { trimEndWhere } from '../lib/text-scan';

export const API_PREFIX = '/api/v1/';

/** The one scheme a call's security names: the session's access token. */
export const BEARER = 'bearerAuth';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Problem statuses this call answers beyond those the document derives from its route
     * (400 for input, 401/403 from its guard, 404 for an id, 413/415 for a body, 429 for a limit).
     */
    problems?: readonly number[];
  }
}

/** A multipart route documents its one `file` field; the handler reads it with request.file(). */
const FILE_BODY = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary' } },
  required: ['file'],
};

type RouteSchema = Record<string, unknown> & {
  consumes?: string[];
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
  tags?: string[];
  problems?: readonly number[];
};

type Route = GuardedRoute & { config?: { rateLimit?: unknown } };

/**
 * OpenAPI 3.1 lets a requirement of a non-OAuth scheme list role names: a role guard's roles are
 * named there, so a client sees who may call without reading the prose. An optional sign-in is
 * the Bearer token or nothing; a public call says so with an empty list.
 */
export function securityOf(access: Access) {
  switch (access.kind) {
    case 'public':
      return [];
    case 'optional':
      return [{ [BEARER]: [] }, {}];
    case 'user':
      return [{ [BEARER]: [] }];
    case 'roles':
      return [{ [BEARER]: access.roles.map(roleName) }];
  }
}

/** Path parameters naming a record (`:id`, `:classId`): a call that has one may answer 404. */
const NAMES_A_RECORD = /(?:^id|Id|_id)$/;
const pathParams = (url: string) => [...url.matchAll(/[:{](\w+)/g)].map((m) => m[1] ?? '');

/** The problem statuses a call answers, derived from its route, plus those it declares. */
export function problemsOf(url: string, schema: RouteSchema, route: Route, access: Access) {
  const statuses = new Set<number>(schema.problems ?? []);
  const takesBody = Boolean(schema.body) || Boolean(schema.consumes?.length);
  if (schema.params || schema.querystring || takesBody) statuses.add(400);
  if (access.kind !== 'public') statuses.add(401);
  if (access.kind === 'roles') statuses.add(403);
  if (pathParams(url).some((name) => NAMES_A_RECORD.test(name))) statuses.add(404);
  // Fastify refuses a body over the limit, and one of a type it cannot parse, before any handler.
  if (takesBody) statuses.add(413).add(415);
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Shapes each route's entry in the document: only /api/v1 is published; a path is published
 * without a trailing slash (a prefix's own route, `/quiz/`, is served with and without it); each
 * call is tagged by its domain (`/api/v1/users/...` → users); its security comes from the guard on
 * its route; its problem responses are derived (openapi-problems.ts); a multipart route shows
 * its file field.
 */
export function describeRoute({
  schema,
  url,
  route,
}: {
  schema: unknown;
  url: string;
  route: Route;
}) {
  const given = (schema ?? {}) as RouteSchema;
  const { problems: _derivedBelow, ...out } = given;
  if (!url.startsWith(API_PREFIX)) return { schema: { ...out, hide: true }, url };
  const published = url.length > API_PREFIX.length ? trimEndWhere(url, (c) => c === '/') : url;
  const domain = published.slice(API_PREFIX.length).split('/')[0];
  if (!out.tags && domain) out.tags = [domain];
  const access = accessOf(route);
  out.security = securityOf(access);
  out[PROBLEMS_KEY] = problemsOf(url, given, route, access);
  if (out.consumes?.includes('multipart/form-data') && !out.body) out.body = FILE_BODY;
  return { schema: out, url: published };
}
