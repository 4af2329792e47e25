import type { FastifyReply } from 'fastify';
import type { SubmitStreamEvents } from '@kyu/core/contract';
import { openEventStream, type EventStream, type SendEvent as Send } from '../../lib/event-stream';

/** Sends one event of a submit stream; a no-op once the client has gone. */
export type SendEvent = Send<SubmitStreamEvents>;

export type SubmitStream = EventStream<SubmitStreamEvents>;

/** Answers a submission as Server-Sent Events, the events of one tick in one write. */
export const openSubmitStream = (reply: FastifyReply): SubmitStream =>
  openEventStream<SubmitStreamEvents>(reply, 'tick');
