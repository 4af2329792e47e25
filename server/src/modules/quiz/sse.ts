import type { FastifyReply } from 'fastify';
import type { SubmitStreamEvents } from '@kyu/core/contract';
import { openEventStream } from '../../lib/event-stream';
import { problemType } from '../../lib/problem';
import type { MarkingRun } from './service';

/**
 * Answers with the marking as Server-Sent Events, the events of one tick in one write, and runs
 * it to its end: a failure becomes an `error` event (the one place a marking failure is mapped
 * to a problem), and `end` always comes last.
 */
export async function streamMarking(reply: FastifyReply, run: MarkingRun) {
  const stream = openEventStream<SubmitStreamEvents>(reply, 'tick');
  try {
    await run(stream);
  } catch (error) {
    reply.log.error({ err: error }, 'quiz marking stream failed');
    stream.send('error', {
      type: problemType('marking-failed'),
      title: 'Marking failed',
      status: 500,
      detail: 'Something went wrong while marking; your answers are saved.',
    });
  }
  stream.send('end', {});
  stream.end();
}
