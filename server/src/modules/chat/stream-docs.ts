import { ChatStreamFields } from '@kyu/core/contract';
import { formBody } from '../../providers/files/multipart';

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

/** The body of `POST /chat/stream`, for the API reference. */
export const CHAT_FORM = formBody(ChatStreamFields, {
  'file[]': {
    maxItems: 3,
    description: 'Up to 3 images (PNG, JPEG, WebP), PDFs or text files of up to 2 MB each',
  },
});
