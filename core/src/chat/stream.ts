import { createParser } from 'eventsource-parser';
import type { ChatStreamEvents } from '../contract';

/** One Server-Sent Event of a streamed reply, its JSON data parsed. */
export type ChatStreamEvent = {
  [K in keyof ChatStreamEvents]: { readonly event: K; readonly data: ChatStreamEvents[K] };
}[keyof ChatStreamEvents];

const NAMES: ReadonlySet<string> = new Set<keyof ChatStreamEvents>([
  'thread',
  'user_message',
  'delta',
  'message',
  'error',
  'done',
]);

/**
 * Reads a reply's event stream to its end, handing each known event to `onEvent` in order.
 * Keep-alive comments, unknown events and unreadable data are skipped. A broken connection
 * rejects, as the body's reader does.
 */
export async function readChatEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (!event || !NAMES.has(event)) return;
      let parsed: unknown;
      try {
        parsed = data === '' ? {} : JSON.parse(data);
      } catch {
        return;
      }
      onEvent({ event, data: parsed } as ChatStreamEvent);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}
