import type { FastifyInstance } from 'fastify';
import { multipartForm, type FilePart } from '@kyu/test-support/multipart';
import { parseSse } from '@kyu/test-support/sse';

/** Helpers for the chat's streaming tests: a chat form as a browser sends it, and asking the coach. */

/** multipart/form-data with text fields and any number of `file[]` parts. */
export const chatForm = (fields: Record<string, string>, files: FilePart[] = []) =>
  multipartForm(
    fields,
    files.map((file) => ({ ...file, field: file.field ?? 'file[]' })),
  );

/** The conversation field as the coach sends it: earlier turns, then the new question. */
export const turns = (
  question: string,
  earlier: { role: 'user' | 'assistant'; content: string }[] = [],
) => JSON.stringify([...earlier, { role: 'user', content: question }]);

/** POST /chat/stream as a signed-in student; answers the response and its parsed events. */
export async function askCoach(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  opts: { files?: FilePart[]; query?: string } = {},
) {
  const form = chatForm(fields, opts.files);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/chat/stream${opts.query ?? ''}`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  return { res, events: isStream ? parseSse(res.body) : [] };
}
