import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document gives it. */
export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
  contentSchema?: Schema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

/** One operation of the published OpenAPI document. */
export interface Operation {
  /** `GET /api/v1/quiz/{id}`: how the expectations table names it. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The body by content type (`application/json`, `multipart/form-data`). */
  body: Record<string, Schema>;
  /** Its security requirements: `[]` public, `[{ bearerAuth }, {}]` the token optional. */
  security: Record<string, string[]>[];
}

/** Every operation the running app publishes at /api/v1/openapi.json, in document order. */
export async function publishedOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const doc = res.json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: Schema }> };
          security?: Record<string, string[]>[];
        }
      >
    >;
  }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = Object.fromEntries(
        Object.entries(op.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema]),
      );
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body,
        security: op.security ?? [],
      });
    }
  }
  return operations;
}
