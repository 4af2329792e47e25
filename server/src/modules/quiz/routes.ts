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
import { HELD, holderOf } from './holder';
import { createQuizService } from './service';
import { sharedRoutes } from './shared-routes';
import { submitRoutes } from './submit-routes';

const tags = ['quiz'];
/** A visitor may open a few demos a minute from one address; a class shares one address. */
const DEMO_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Quizzes, attempts and marking (calls.md, Quiz). */
export async function quizRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const quiz = createQuizService({
    db: app.db,
    model: app.chatModel,
    log: app.log,
    files: app.files,
    questions: app.questionCache,
  });
  app.addHook('onClose', () => quiz.close());
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/',
    {
      ...student,
      schema: {
        tags,
        operationId: 'listQuizzes',
        summary: 'Quizzes you may take',
        querystring: QuizListQuery,
        response: { 200: QuizList },
      },
    },
    async (request) =>
      quiz.listQuizzes(principalOf(request).userId, request.query.show_question_count ?? false),
  );

  app.get(
    '/:id',
    {
      ...student,
      schema: {
        tags,
        operationId: 'openQuiz',
        summary: 'Open (or resume) your attempt at a quiz: its questions without answers',
        description:
          'Starts an attempt when you have none open. With review=true, answers your newest ' +
          'submitted attempt with its marks and explanations instead, and never starts one ' +
          '(404 when you have not finished the quiz). With latest=true, answers your newest ' +
          'attempt as it is, finished or not, and starts one only when you have none.',
        params: IdParams,
        querystring: QuizOpenQuery,
        response: { 200: QuizDetail },
      },
    },
    async (request) =>
      quiz.openAttempt(principalOf(request).userId, request.params.id, request.query),
  );

  app.get(
    '/:id/demo',
    {
      config: { rateLimit: DEMO_LIMIT },
      schema: {
        tags,
        operationId: 'openDemoQuiz',
        summary: 'Try a demo quiz without an account; session_id resumes the attempt',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: QuizDetail },
      },
    },
    async (request) => quiz.openDemo(request.params.id, request.query.session_id),
  );

  app.get(
    '/:id/evaluations',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'listEvaluations',
        summary: 'The answers of your current attempt (or of the session_id attempt)',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: EvaluationList },
      },
    },
    async (request) =>
      quiz.listEvaluations(holderOf(request, request.query.session_id), request.params.id),
  );

  app.patch(
    '/evaluations/:id',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'saveEvaluation',
        summary: 'Autosave one answer (idempotent); 409 once submitted or out of time',
        params: IdParams,
        querystring: EvaluationPatchQuery,
        body: EvaluationPatch,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      quiz.saveAnswer(
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
        operationId: 'replaceEvaluationQuestion',
        summary: 'Swap a question you reported for another like it, while the attempt is open',
        body: ReplaceQuestionBody,
        response: { 200: ReplacedQuestion },
      },
    },
    async (request) =>
      quiz.replaceQuestion(principalOf(request).userId, request.body.evaluation_id),
  );

  app.get(
    '/evaluations/:id',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'getEvaluation',
        summary: 'One of your answers; explanation and method once it is marked',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      quiz.getEvaluation(holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/evaluations/:id/feedback',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'rateEvaluation',
        summary: 'Like or dislike (toggles) a marked answer, with an optional message',
        params: IdParams,
        querystring: SessionQuery,
        body: EvaluationFeedbackBody,
        response: { 200: Evaluation },
      },
    },
    async (request) =>
      quiz.giveFeedback(
        holderOf(request, request.query.session_id),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/evaluations/:id/bookmarks',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'getEvaluationBookmark',
        summary: 'Whether you bookmarked an answer',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Bookmark },
      },
    },
    async (request) =>
      quiz.isBookmarked(holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/evaluations/:id/bookmarks',
    {
      config: HELD,
      schema: {
        tags,
        operationId: 'toggleEvaluationBookmark',
        summary: 'Toggle the bookmark of an answer',
        params: IdParams,
        querystring: SessionQuery,
        response: { 200: Bookmark },
      },
    },
    async (request) =>
      quiz.toggleBookmark(holderOf(request, request.query.session_id), request.params.id),
  );

  app.post(
    '/revision',
    {
      ...student,
      schema: {
        tags,
        operationId: 'createRevisionQuiz',
        summary: 'A revision quiz of your unmastered mistakes (422 when there are none)',
        body: RevisionQuizBody,
        response: { 201: QuizSummary },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await quiz.createRevisionQuiz(principalOf(request).userId, request.body)),
  );

  submitRoutes(app, quiz);
  sharedRoutes(app, quiz);
}
