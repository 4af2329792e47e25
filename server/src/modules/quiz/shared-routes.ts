import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Evaluation,
  QuizDetail,
  SharedAnswerBody,
  SharedAttemptBody,
  SharedAttempter,
  SharedAttemptersQuery,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import type { QuizService } from './service';

const tags = ['quiz'];
/**
 * Counted per address: anyone with the link may start, so starting is what is limited. A class
 * of thirty in a lab behind one school address opens the link together, and some twice, so the
 * bound is four classes a minute, not one person's pace.
 */
const START_LIMIT = { max: 120, timeWindow: '1 minute' };
const ANSWER_LIMIT = { max: 300, timeWindow: '1 minute' };

/** Shared quizzes: taken without an account, followed by their owner (calls.md, Quiz). */
export function sharedRoutes(instance: FastifyInstance, quiz: QuizService) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    '/shared/attempts',
    {
      config: { rateLimit: START_LIMIT },
      schema: {
        tags,
        operationId: 'startSharedAttempt',
        summary: 'Start a shared quiz without an account; keep the session_id it answers',
        body: SharedAttemptBody,
        response: { 200: QuizDetail },
      },
    },
    async (request) => quiz.openShared(request.body),
  );

  app.post(
    '/shared/attempts/question',
    {
      config: { rateLimit: ANSWER_LIMIT },
      schema: {
        tags,
        operationId: 'saveSharedAnswer',
        summary: 'Autosave one answer of a shared attempt',
        body: SharedAnswerBody,
        response: { 200: Evaluation },
      },
    },
    async (request) => quiz.saveSharedAnswer(request.body),
  );

  app.get(
    '/shared/attempters',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        operationId: 'listSharedAttempters',
        summary: 'Who took your shared quiz (owner, or staff of its school)',
        querystring: SharedAttemptersQuery,
        response: { 200: Type.Array(SharedAttempter) },
      },
    },
    async (request) => quiz.sharedAttempters(principalOf(request), request.query.quiz_id),
  );
}
