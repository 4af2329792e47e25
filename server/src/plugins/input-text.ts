import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/problem';
import { jsonNestsTooDeep, MAX_DEPTH, textIssue, type TextIssue } from '../lib/text-input';

/** The first unkeepable text of a request's path, query, headers or parsed body. */
export function requestTextIssue(request: FastifyRequest): TextIssue | null {
  return (
    textIssue(request.params) ??
    textIssue(request.query) ??
    textIssue(request.headers) ??
    // Multipart bodies are streams here; their reader checks each part (providers/files/multipart).
    (request.isMultipart() ? null : textIssue(request.body))
  );
}

/**
 * One check of every route's text input before validation: NUL characters, broken Unicode and
 * absurd nesting are refused with a 400 naming the field, whichever route they were sent to.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  // Nesting is measured before parsing too: JSON.parse of 1 MB of `[` holds the loop ~50 ms.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw as string; // parseAs: 'string'
    if (jsonNestsTooDeep(body)) {
      const message = `is nested more than ${MAX_DEPTH} levels deep`;
      done(badRequest(`body ${message}.`, { body: [message] }), undefined);
      return;
    }
    parseJson(request, body, done);
  });
  app.addHook('preValidation', async (request) => {
    const issue = requestTextIssue(request);
    if (issue) {
      throw badRequest(`${issue.field} ${issue.message}.`, { [issue.field]: [issue.message] });
    }
  });
});
