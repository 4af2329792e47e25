import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  IdParams,
  SubmitFields,
  SubmitHeaders,
  SubmitQuery,
  SubmittedEvaluations,
  TestSubmitQuery,
  UserRole,
} from '@kyu/core/contract';
import { problemType } from '../../lib/problem';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { zoneOf } from '../progress/time-zone';
import { principalOf } from '../sessions/plugin';
import { attemptJson } from './present';
import { findAttempt } from './queries';
import { holderOf } from './sessions';
import { openSubmitStream, type SubmitStream } from './sse';
import { prepareSubmit, replay, type SubmitDeps } from './submit';
import { readSubmitForm } from './submit-form';
import { discardTestAttempt, startTestAttempt } from './test-submit';

const tags = ['quiz'];

/** A multipart form, or JSON with the answers as a list rather than as text. */
const SUBMIT_BODY = {
  content: {
    'multipart/form-data': {
      schema: formBody(SubmitFields, {
        audio_file: { description: 'A spoken answer: WebM, Ogg, MP3, MP4 or WAV, up to 5 MB' },
      }),
    },
    'application/json': {
      schema: Type.Object({ evaluations: Type.Optional(SubmittedEvaluations) }),
    },
  },
};

const STREAM_RESPONSE = {
  200: {
    description:
      'Server-Sent Events: per question in order, `evaluations` (the marked answer) then its ' +
      '`explanation` in pieces ({ question_id, delta }); `error` (a problem) when marking fails; ' +
      'then `attempt` (the marked attempt) and `end`. test-submit sends `evaluations` and ' +
      '`scoring_rationale` ({ question_id, text }) instead.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  },
};

/** Runs a stream to its end: a failure becomes an `error` event, and `end` always comes last. */
async function streaming(reply: FastifyReply, run: (stream: SubmitStream) => Promise<void>) {
  const stream = openSubmitStream(reply);
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

/** Submitting an attempt for marking, and staff's test marking (calls.md, Quiz). */
export function submitRoutes(instance: FastifyInstance, deps: SubmitDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/:id/submit',
    {
      validatorCompiler: documentedMultipart,
      schema: {
        tags,
        summary:
          'Submit your attempt (or the session_id one); its marks stream back as they are made',
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        querystring: SubmitQuery,
        headers: SubmitHeaders,
        body: SUBMIT_BODY,
        response: STREAM_RESPONSE,
      },
    },
    async (request, reply) => {
      const holder = holderOf(request, request.query.session_id);
      const zone = request.headers['x-time-zone'];
      // Without the header there is nothing to check or store: completion reads the stored zone.
      if (
        zone !== undefined &&
        'userId' in holder &&
        request.principal?.userRoleId === UserRole.student
      ) {
        await zoneOf(app.db, holder.userId, zone);
      }
      const form = await readSubmitForm(request);
      const plan = await prepareSubmit(deps, holder, request.params.id, form, {
        isReview: request.query.is_review ?? false,
        key: request.headers['idempotency-key'] ?? null,
        finish: request.query.finish ?? true,
      });
      await streaming(reply, async (stream) => {
        if (plan.kind === 'replay')
          return replay(deps, plan.attempt.id, stream.send, stream.signal);
        if (plan.kind === 'check') {
          await deps.finisher.check(plan.attempt, plan.questionIds, {
            send: stream.send,
            explain: true,
          });
          const now = await findAttempt(deps.db, plan.attempt.id);
          if (now) stream.send('attempt', attemptJson(now));
          return;
        }
        // Marking goes on when the client leaves: each mark is saved as it is made.
        const done = await deps.finisher.grade(plan.attempt.id, {
          send: stream.send,
          explain: true,
          claimed: plan,
        });
        if (done) stream.send('attempt', attemptJson(done));
      });
    },
  );

  app.post(
    '/:id/test-submit',
    {
      preHandler: app.requireRole(UserRole.teacher, UserRole.admin, UserRole.curriculum),
      validatorCompiler: documentedMultipart,
      schema: {
        tags,
        summary: "Staff: see how answers would be marked, and the marker's reasons; no XP",
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        querystring: TestSubmitQuery,
        body: SUBMIT_BODY,
        response: STREAM_RESPONSE,
      },
    },
    async (request, reply) => {
      const form = await readSubmitForm(request);
      const attempt = await startTestAttempt(
        deps,
        principalOf(request),
        request.params.id,
        form,
        request.query,
      );
      await streaming(reply, async (stream) => {
        try {
          const done = await deps.finisher.grade(attempt.id, {
            send: stream.send,
            rationale: true,
          });
          if (done) stream.send('attempt', attemptJson(done));
        } finally {
          if (!request.query.save_evaluations) await discardTestAttempt(deps, attempt.id);
        }
      });
    },
  );
}
