import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/problem';
import { textIssue, type TextIssue } from '../lib/text-input';

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
  app.addHook('preValidation', async (request) => {
    const issue = requestTextIssue(request);
    if (issue) {
      throw badRequest(`${issue.field} ${issue.message}.`, { [issue.field]: [issue.message] });
    }
  });
});
