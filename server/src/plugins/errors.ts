import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { databaseError, databaseUnreachable, INPUT_REFUSED } from '../lib/db-errors';
import { HttpProblem, problemType, titleFor } from '../lib/problem';

type AjvIssue = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/**
 * A union of literals (TypeBox's `Type.Union([Type.Literal(..), ..])`) fails as one `const`
 * issue a branch and an `anyOf`; the person wants the values it takes, once.
 */
function oneOfValues(issues: AjvIssue[]): AjvIssue[] {
  const allowed = new Map<string, unknown[]>();
  for (const issue of issues) {
    if (issue.keyword !== 'const') continue;
    const path = issue.instancePath ?? '';
    allowed.set(path, [...(allowed.get(path) ?? []), issue.params?.allowedValue]);
  }
  const said = new Set<string>();
  return issues.flatMap((issue) => {
    const path = issue.instancePath ?? '';
    const values = allowed.get(path);
    if (!values || (issue.keyword !== 'const' && issue.keyword !== 'anyOf')) return [issue];
    if (said.has(path)) return [];
    said.add(path);
    return [{ ...issue, message: `must be ${values.map(String).join(' or ')}` }];
  });
}

/** Turns ajv's issues into `{ field: [messages] }`, naming the field a person typed into. */
export function fieldErrors(issues: AjvIssue[], context?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of oneOfValues(issues)) {
    let field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
      field = field ? `${field}.${issue.params.missingProperty}` : issue.params.missingProperty;
    }
    if (
      issue.keyword === 'additionalProperties' &&
      typeof issue.params?.additionalProperty === 'string'
    ) {
      field = issue.params.additionalProperty;
    }
    const key = field || context || 'body';
    const message = describe(issue);
    (out[key] ??= []).push(message);
  }
  return out;
}

function describe(issue: AjvIssue): string {
  const p = issue.params ?? {};
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'format':
      return p.format === 'email'
        ? 'must be an e-mail address'
        : `must be a valid ${String(p.format)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'additionalProperties':
      return 'is not a known field';
    default:
      return issue.message ?? 'is invalid';
  }
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout', 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'Headers too large', 'The request headers are too large.'],
};

/**
 * What Node's HTTP parser refuses (a malformed request line, a broken chunk, oversized headers)
 * never reaches Fastify's error handler; this answers it on the socket as a problem too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, title, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad request',
    'The request is not well-formed HTTP.',
  ];
  const body = JSON.stringify({ type: 'about:blank', title, status, detail });
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The longest path parameter the router takes; Google ID tokens travel in a path. */
export const MAX_PARAM_LENGTH = 8192;

/** Whether a part of the path is longer than the router takes, so that it matches no route. */
const overLongPath = (url: string) =>
  (url.split('?')[0] ?? '').split('/').some((part) => part.length > MAX_PARAM_LENGTH);

const sendUriTooLong = (reply: FastifyReply) =>
  sendProblem(reply, 414, {
    detail: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
  });

/** 404 for an address no route answers: the sender learns what it asked for. */
export function sendNotFound(reply: FastifyReply, what: string) {
  const { method, url } = reply.request;
  return sendProblem(reply, 404, {
    type: problemType('not-found'),
    detail: `${what} ${method} ${url.split('?')[0] ?? ''}.`,
  });
}

/**
 * The problem type of a 400 that the database, not validation, refused. It is a safety net:
 * the permission and fuzz suites fail when they see it.
 */
/** Seconds a client waits before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER_S = 2;

export const DATABASE_REFUSED_INPUT = problemType('database-refused-input');

export function sendProblem(
  reply: FastifyReply,
  status: number,
  body: { title?: string; detail?: string; type?: string; errors?: Record<string, string[]> },
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: body.type ?? 'about:blank',
      title: body.title ?? titleFor(status),
      status,
      ...(body.detail ? { detail: body.detail } : {}),
      instance: reply.request.url.split('?')[0],
      ...(body.errors ? { errors: body.errors } : {}),
    });
}

/**
 * Every error leaves as application/problem+json. Validation errors name each field; errors we
 * did not expect are logged with their stack and answered with a plain 500, never the stack.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A path part longer than the router takes matches no route, so it would reach whatever
  // catches the rest (the portal's files answer 403 for a name too long for the disk): it is
  // the address's fault, answered 414 before any route or file is looked at.
  app.addHook('onRequest', async (request, reply) => {
    if (overLongPath(request.url)) return sendUriTooLong(reply);
  });
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    if (error instanceof HttpProblem) {
      for (const [k, v] of Object.entries(error.extra.headers ?? {})) reply.header(k, v);
      return sendProblem(reply, error.status, {
        title: error.title,
        detail: error.detail,
        type: error.extra.type,
        errors: error.extra.errors,
      });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const errors = fieldErrors(fe.validation as AjvIssue[], fe.validationContext);
      const summary = Object.entries(errors)
        .map(([field, messages]) => `${field} ${messages.join(', ')}`)
        .join('; ');
      return sendProblem(reply, 400, {
        title: 'Invalid request',
        detail: summary,
        type: problemType('validation'),
        errors,
      });
    }
    const refused = INPUT_REFUSED[databaseError(error)?.code ?? ''];
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendProblem(reply, 400, {
        title: 'Invalid request',
        detail: refused,
        type: DATABASE_REFUSED_INPUT,
      });
    }
    // The database restarting or failing over: nothing was done that a retry would repeat
    // wrongly (a write's transaction never committed), so the client is told to come back.
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database was out of reach');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return sendProblem(reply, 503, {
        type: problemType('database-unavailable'),
        title: 'Service briefly unavailable',
        detail: 'Kyu could not reach its database for a moment. Try again in a few seconds.',
      });
    }
    const status =
      fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, status, {
        detail: 'Something went wrong on our side. Please try again.',
      });
    }
    if (status === 429)
      return sendProblem(reply, 429, { type: problemType('rate-limited'), detail: fe.message });
    // Fastify's own 4xx (bad JSON, too large, bad media type) carry messages written for clients.
    return sendProblem(reply, status, { detail: fe.message });
  });
});
