// Test-only: chat messages and Server-Sent Events answers.
import type { ChatMessage, ChatStreamEvents } from '../contract';
import { eventResponse, eventStream, type EventOf } from './sse';

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
export type SseEvent = EventOf<ChatStreamEvents>;

/**
 * A reply stream the test feeds by hand: `send` writes an event, `close` ends the body and
 * `fail` breaks it as a dropped connection would.
 */
export const sseStream = () => eventStream<ChatStreamEvents>();

/** A complete reply stream of the given events. */
export const sseResponse = (...events: SseEvent[]): Response =>
  eventResponse<ChatStreamEvents>(...events);
