import type { FastifySchemaCompiler } from 'fastify';
import { createValidatorCompiler } from '../../lib/validation';

/** The OpenAPI description of a streamed answer: the events of ChatStreamEvents, in order. */
export const EVENT_STREAM_RESPONSE = {
  200: {
    description:
      'Server-Sent Events, each `event: <name>` with one `data:` line of JSON: `thread` ' +
      '({ thread_id, public_session_id }), `user_message` (the question as it is saved), `delta` ' +
      '({ text }) many times, then `message` (the saved reply) or `error` (a problem), and `done`. ' +
      'The answer streams while the question is saved; should that fail, `error` ends the stream.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  },
};

/** The fields of `POST /chat/stream`, for the API reference. */
export const CHAT_FORM = {
  type: 'object',
  properties: {
    messages: {
      type: 'string',
      description: 'JSON of [{ role: "user" | "assistant", content }]; the last user turn is sent',
    },
    'file[]': {
      type: 'array',
      maxItems: 3,
      items: { type: 'string', format: 'binary' },
      description: 'Up to 3 images (PNG, JPEG, WebP), PDFs or text files of up to 2 MB each',
    },
    nudging_group: { type: 'string' },
    nudging_type: { type: 'integer' },
  },
  required: ['messages'],
};

const validating = createValidatorCompiler();

/**
 * A multipart body is read by the handler, not parsed into `request.body`; its schema is there
 * for the reference only, so it is not validated (every other part is, as usual).
 */
export const documentedMultipart: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validating(route);
