import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
}

interface Doc {
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
}

/** camelCase, a verb then a noun: `listQuizzes`, `getEvaluation`, `logIn`. */
const OPERATION_ID = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

describe('OpenAPI operations', () => {
  let app: FastifyInstance;
  let doc: Doc;
  let operations: [string, Operation][];
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    );
  });
  afterAll(() => app.close());

  it('states the security of every operation, an empty list for a public one', () => {
    const unstated = operations.filter(([, op]) => !Array.isArray(op.security));
    expect(unstated.map(([key]) => key)).toEqual([]);
  });

  it('names the roles a role guard lets through, and asks nothing of a public call', () => {
    expect(doc.paths['/api/v1/admin/schools/{id}']!.get!.security).toEqual([
      { bearerAuth: ['admin'] },
    ]);
    expect(doc.paths['/api/v1/users']!.get!.security).toEqual([
      { bearerAuth: ['teacher', 'admin'] },
    ]);
    expect(doc.paths['/api/v1/auth/embed-token']!.post!.security).toEqual([]);
  });

  it('tags every operation with a tag the document describes', () => {
    const described = new Set(doc.tags.map((t) => t.name));
    const untagged = operations.filter(
      ([, op]) => !op.tags?.length || op.tags.some((tag) => !described.has(tag)),
    );
    expect(untagged.map(([key, op]) => `${key}: ${op.tags?.join(', ') ?? 'no tag'}`)).toEqual([]);
  });

  it('gives every operation a unique camelCase verb+noun operationId', () => {
    const missing = operations.filter(([, op]) => !op.operationId).map(([key]) => key);
    const malformed = operations
      .filter(([, op]) => op.operationId && !OPERATION_ID.test(op.operationId))
      .map(([key, op]) => `${key}: ${op.operationId}`);
    const seen = new Map<string, string>();
    const duplicated: string[] = [];
    for (const [key, op] of operations) {
      if (!op.operationId) continue;
      const first = seen.get(op.operationId);
      if (first) duplicated.push(`${op.operationId}: ${first} and ${key}`);
      seen.set(op.operationId, key);
    }
    expect({ missing, malformed, duplicated }).toEqual({
      missing: [],
      malformed: [],
      duplicated: [],
    });
  });

  it('publishes no path with a trailing slash', () => {
    expect(Object.keys(doc.paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it.each([
    ['GET', '/api/v1/quiz'],
    ['GET', '/api/v1/quiz/'],
    ['PATCH', '/api/v1/users'],
    ['PATCH', '/api/v1/users/'],
  ])('serves %s %s, with and without the slash calls.md writes', async (method, url) => {
    // Not signed in: the route's guard answers, where a path no route serves would be a 404.
    const payload = method === 'PATCH' ? { first_name: 'Ada' } : undefined;
    const res = await app.inject({ method: method as 'GET', url, payload });
    expect(res.statusCode).toBe(401);
  });

  it('answers every error of every operation with the one Problem schema', () => {
    const notProblems = operations.flatMap(([key, op]) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => {
          const shared = response.$ref?.replace('#/components/responses/', '');
          const content = shared ? doc.components.responses[shared]?.content : undefined;
          return (
            content?.['application/problem+json']?.schema.$ref !== '#/components/schemas/Problem'
          );
        })
        .map(([status]) => `${key} ${status}`),
    );
    expect(doc.components.schemas.Problem).toBeDefined();
    expect(notProblems).toEqual([]);
  });

  it('derives problem responses from the route: input, guard, id, body, limit', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses).filter((s) => Number(s) >= 400);
    expect(statuses('/api/v1/admin/schools/{id}', 'put')).toEqual([
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
    ]);
    expect(statuses('/api/v1/users/{id}/profile-pic', 'patch')).toEqual(
      expect.arrayContaining(['400', '401', '404', '413', '415']),
    );
    expect(statuses('/api/v1/auth/signup', 'post')).toContain('429');
    expect(statuses('/api/v1/users/onboarding', 'get')).toEqual(['401']);
  });
});
