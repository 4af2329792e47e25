import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Bookmark,
  Evaluation,
  EvaluationFeedbackBody,
  EvaluationList,
  EvaluationPatch,
  EvaluationPatchQuery,
  IdParams,
  QuizDetail,
  QuizList,
  QuizListQuery,
  QuizOpenQuery,
  QuizSummary,
  ReplaceQuestionBody,
  ReplacedQuestion,
  RevisionQuizBody,
  SessionQuery,
  UserRole,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { listEvaluations, listQuizzes, openAttempt, openDemo, saveAnswer } from './attempts';
import { createFinisher, SWEEP_EVERY_MS } from './finisher';
import { getEvaluation, giveFeedback, isBookmarked, toggleBookmark } from './reactions';
import { replaceQuestion } from './replace';
import { createRevisionQuiz } from './revision';
import { holderOf } from './sessions';
import { sharedRoutes } from './shared-routes';
import { submitRoutes } from './submit-routes';
import type { SubmitDeps } from './submit';

const tags = ['quiz'];
/** A visitor may open a few demos a minute from one address; a class shares one address. */
const DEMO_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Quizzes, attempts and marking (calls.md, Quiz). */
export async function quizRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const finisher = createFinisher({ db: app.db, model: app.chatModel, log: app.log });
  const deps: SubmitDeps = { db: app.db, finisher, files: app.files };
  // Timed attempts whose student left are finished from their autosaved answers.
  const sweeper = setInterval(() => {
    finisher.sweep().catch((err: unknown) => app.log.error({ err }, 'quiz sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await finisher.close();
  });
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/',
    {
      ...student,
      schema: {
        tags,
        summary: 'Quizzes you may take',
        querystring: QuizListQuery,
        response: { 200: QuizList },
      },
    },
    async (request) =>
      listQuizzes(app.db, principalOf(request).userId, request.query.show_question_count ?? false),
  );

  app.get(
    '/:id',
    {
      ...student,
      schema: {
        tags,
        summary: 'Open (or resume) your attempt at a quiz: its questions without answers',
        description:
          'Starts an attempt when you have none open. With review=true, answers your newest ' +
          'submitted attempt with its marks and explanations instead, and never starts one ' +
          '(404 when you have not finished the quiz).',
        params: IdParams,
        querystring: QuizOpenQuery,
        response: { 200: QuizDetail },
      },
    },
    async (request) =>
      openAttempt(deps, principalOf(request).userId, request.params.id, request.query),
  );

  app.get(
    '/:id/demo',
    {
      config: { rateLimit: DEMO_LIMIT },
      schema: {
        tags,
        summary: 'Try a demo quiz without an account; session_id resumes the attempt',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: QuizDetail },
      },
    },
    async (request) => openDemo(deps, request.params.id, request.query.session_id),
  );

  app.get(
    '/:id/evaluations',
    {
      schema: {
        tags,
        summary: 'The answers of your current attempt (or of the session_id attempt)',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: EvaluationList },
      },
    },
    async (request) =>
      listEvaluations(deps, holderOf(request, request.query.session_id), request.params.id),
  );

  app.patch(
    '/evaluations/:id',
    {
      schema: {
        tags,
        summary: 'Autosave one answer (idempotent); 409 once submitted or out of time',
        params: IdParams,
        querystring: EvaluationPatchQuery,
        body: EvaluationPatch,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      saveAnswer(
        deps,
        holderOf(request, request.query.session_id),
        request.params.id,
        request.body,
        request.query.total_time_spent,
      ),
  );

  app.patch(
    '/evaluation-questions',
    {
      ...student,
      schema: {
        tags,
        summary: 'Swap a question you reported for another like it, while the attempt is open',
        body: ReplaceQuestionBody,
        response: { 200: ReplacedQuestion },
      },
    },
    async (request) =>
      replaceQuestion(deps, principalOf(request).userId, request.body.evaluation_id),
  );

  app.get(
    '/evaluations/:id',
    {
      schema: {
        tags,
        summary: 'One of your answers; explanation and method once it is marked',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      getEvaluation(app.db, holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/evaluations/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Like or dislike (toggles) a marked answer, with an optional message',
        params: IdParams,
        querystring: SessionQuery,
        body: EvaluationFeedbackBody,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      giveFeedback(
        app.db,
        holderOf(request, request.query.session_id),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/evaluations/:id/bookmarks',
    {
      schema: {
        tags,
        summary: 'Whether you bookmarked an answer',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Bookmark },
      },
    },
    async (request) =>
      isBookmarked(app.db, holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/evaluations/:id/bookmarks',
    {
      schema: {
        tags,
        summary: 'Toggle the bookmark of an answer',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Bookmark },
      },
    },
    async (request) =>
      toggleBookmark(app.db, holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/revision',
    {
      ...student,
      schema: {
        tags,
        summary: 'A revision quiz of your unmastered mistakes (422 when there are none)',
        body: RevisionQuizBody,
        response: { 201: QuizSummary },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRevisionQuiz(app.db, principalOf(request).userId, request.body)),
  );

  submitRoutes(app, deps);
  sharedRoutes(app, deps);
}
