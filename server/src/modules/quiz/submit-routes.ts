import type { FastifyInstance } from 'fastify';
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
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { principalOf } from '../sessions/plugin';
import { HELD, holderOf } from './holder';
import type { QuizService } from './service';
import { streamMarking } from './sse';
import { readSubmitForm } from './submit-form';

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

/** Submitting an attempt for marking, and staff's test marking (calls.md, Quiz). */
export function submitRoutes(instance: FastifyInstance, quiz: QuizService) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/:id/submit',
    {
      config: HELD,
      validatorCompiler: documentedMultipart,
      schema: {
        tags,
        operationId: 'submitQuiz',
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
      const run = await quiz.submit(
        holderOf(request, request.query.session_id),
        request.params.id,
        await readSubmitForm(request),
        {
          isReview: request.query.is_review ?? false,
          key: request.headers['idempotency-key'] ?? null,
          finish: request.query.finish ?? true,
          timeZone: request.headers['x-time-zone'],
          isStudent: request.principal?.userRoleId === UserRole.student,
        },
      );
      await streamMarking(reply, run);
    },
  );

  app.post(
    '/:id/test-submit',
    {
      preHandler: app.requireRole(UserRole.teacher, UserRole.admin, UserRole.curriculum),
      validatorCompiler: documentedMultipart,
      schema: {
        tags,
        operationId: 'testSubmitQuiz',
        summary: "Staff: see how answers would be marked, and the marker's reasons; no XP",
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        querystring: TestSubmitQuery,
        body: SUBMIT_BODY,
        response: STREAM_RESPONSE,
      },
    },
    async (request, reply) => {
      const run = await quiz.testSubmit(
        principalOf(request),
        request.params.id,
        await readSubmitForm(request),
        request.query,
      );
      await streamMarking(reply, run);
    },
  );
}
