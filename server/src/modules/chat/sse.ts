import type { FastifyReply } from 'fastify';
import type { ChatStreamEvents } from '@kyu/core/contract';
import { openEventStream as open } from '../../lib/event-stream';
import type { AnswerStream } from './service';

/** Answers a chat request as Server-Sent Events, each event sent at once. */
export const openEventStream = (reply: FastifyReply): AnswerStream =>
  open<ChatStreamEvents>(reply, 'each');
