import type { FastifyInstance } from 'fastify';
import { multipartForm } from '../../test/multipart';

/** Helpers for the streaming tests: a chat form as a browser sends it, and its events read back. */

export interface SseEvent {
  event: string;
  data: unknown;
}

/** The events of a text/event-stream body, in order; comment lines are skipped. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

export interface FormFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** multipart/form-data with text fields and any number of `file[]` parts. */
export const chatForm = (fields: Record<string, string>, files: FormFile[] = []) =>
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
  opts: { files?: FormFile[]; query?: string } = {},
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
