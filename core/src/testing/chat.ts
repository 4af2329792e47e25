// Test-only: chat messages and Server-Sent Events answers.
import type { ChatMessage, ChatStreamEvents } from '../contract';

let nextMessageId = 1000;

/** A saved chat message; a reply from the coach unless the test says otherwise. */
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextMessageId++,
    thread_id: 1,
    from_user: false,
    type: 'message',
    text: 'What do you think the next step is?',
    survey_type: null,
    survey_id: null,
    survey_question_id: null,
    options: null,
    response_value: null,
    liked: false,
    disliked: false,
    bookmarked: false,
    incomplete: false,
    sources: [],
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** One event of a reply stream, as its name and data. */
export type SseEvent = {
  [K in keyof ChatStreamEvents]: [K, ChatStreamEvents[K]];
}[keyof ChatStreamEvents];

const frame = ([name, data]: SseEvent) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A reply stream the test feeds by hand: `send` writes an event, `close` ends the body and
 * `fail` breaks it as a dropped connection would.
 */
export function sseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send: (...event: SseEvent) => controller.enqueue(encoder.encode(frame(event))),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

/** A complete reply stream of the given events. */
export function sseResponse(...events: SseEvent[]): Response {
  return new Response(events.map(frame).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });
}
