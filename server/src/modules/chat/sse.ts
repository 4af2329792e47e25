import type { FastifyReply } from 'fastify';
import type { ChatStreamEvents } from '@kyu/core/contract';
import { openEventStream as open, type EventStream as Stream } from '../../lib/event-stream';

/** The coach's reply stream: `thread`, `user_message`, `delta`, `message`, `error`, `done`. */
export type EventStream = Stream<ChatStreamEvents>;

/** Answers a chat request as Server-Sent Events, each event sent at once. */
export const openEventStream = (reply: FastifyReply): EventStream =>
  open<ChatStreamEvents>(reply, 'each');
