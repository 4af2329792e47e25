import { titleFor } from '../lib/problem';

/** The one body of every error answer (RFC 9457), as plugins/errors.ts sends it. */
export const PROBLEM_SCHEMA = {
  type: 'object',
  description:
    'An error answer (RFC 9457, application/problem+json). `type` names the kind of failure, ' +
    'e.g. https://kyu.dev/problems/validation or about:blank; clients may branch on it.',
  required: ['type', 'title', 'status'],
  properties: {
    type: { type: 'string', format: 'uri-reference' },
    title: { type: 'string' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    detail: { type: 'string', description: 'What went wrong, written for the person calling.' },
    instance: { type: 'string', description: 'The path that was called.' },
    errors: {
      type: 'object',
      description: 'Messages by field, for input the call refused (`email: ["is required"]`).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

/** Why each status is answered, where the document lists it under a call. */
const WHY: Record<number, [name: string, description: string]> = {
  400: ['BadRequest', 'The input is not valid; `errors` names each field.'],
  401: ['Unauthorized', 'No valid credential came: sign in, or send a live Bearer token.'],
  403: ['Forbidden', 'The signed-in account may not do this.'],
  404: ['NotFound', 'No such record, or none the caller may see.'],
  409: ['Conflict', 'The change conflicts with what is stored.'],
  410: ['Gone', 'The link was used or has expired.'],
  413: ['ContentTooLarge', 'The body or file is larger than the call takes.'],
  415: ['UnsupportedMediaType', 'The body or file is not of a kind the call takes.'],
  422: ['Refused', 'The input is well-formed but refused; `type` says why.'],
  429: ['TooManyRequests', 'Too many requests; Retry-After says when to try again.'],
  502: ['BadGateway', 'A service Kyu depends on answered badly.'],
  503: [
    'ServiceUnavailable',
    'A service Kyu depends on is unavailable, or the work is busy; Retry-After says when to try again.',
  ],
};

const nameOf = (status: number) => WHY[status]?.[0] ?? `Problem${status}`;

/** The name under components.responses, for a route's own descriptions and for tests. */
export const problemResponseRef = (status: number) => `#/components/responses/${nameOf(status)}`;

function problemResponse(status: number) {
  return {
    description: WHY[status]?.[1] ?? titleFor(status),
    ...(status === 429 || status === 503
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before trying again.',
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
}

/** Where describeRoute leaves a call's problem statuses for `addProblemResponses` to expand. */
export const PROBLEMS_KEY = 'x-kyu-problems';

type Operation = { responses?: Record<string, unknown>; [PROBLEMS_KEY]?: number[] };
type Doc = {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

/**
 * The document's transformObject: each call's problem statuses become references to one shared
 * response per status, all carrying the one Problem schema. A status the route describes itself
 * keeps the route's description.
 */
export function addProblemResponses<D extends Doc>(doc: D): D {
  const used = new Set<number>();
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      const statuses = op[PROBLEMS_KEY];
      delete op[PROBLEMS_KEY];
      const responses = (op.responses ??= {});
      for (const status of statuses ?? []) {
        if (responses[status]) continue;
        responses[status] = { $ref: problemResponseRef(status) };
        used.add(status);
      }
    }
  }
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Problem: PROBLEM_SCHEMA };
  components.responses = {
    ...components.responses,
    ...Object.fromEntries(
      [...used].sort((a, b) => a - b).map((s) => [nameOf(s), problemResponse(s)]),
    ),
  };
  return doc;
}
