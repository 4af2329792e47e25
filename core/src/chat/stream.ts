import type { ChatStreamEvents } from '../contract';
import { readEvents, type StreamEvent } from '../streaming';

/** One Server-Sent Event of a streamed reply, its JSON data parsed. */
export type ChatStreamEvent = StreamEvent<ChatStreamEvents>;

const NAMES: ReadonlySet<string> = new Set<keyof ChatStreamEvents>([
  'thread',
  'user_message',
  'delta',
  'message',
  'error',
  'done',
]);

/** Reads a streamed reply to its end, handing each known event to `onEvent` in order. */
export const readChatEvents = (
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> => readEvents<ChatStreamEvents>(body, NAMES, onEvent);
