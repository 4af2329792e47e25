import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminQuestionDetail,
  AdminQuestionsPage,
  AdminQuestionsQuery,
  BulkQuestionStateBody,
  IdParams,
  QuestionInput,
  QuestionStateBody,
  QuestionStateChanged,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../lib/admin-scope';
import {
  SCOPE_RULE,
  editManagedQuestion,
  listManagedQuestions,
  managedQuestion,
  setManagedState,
} from './admin';

/** The console's question management (overview §2, Admin), under /api/v1/admin/questions. */
export async function adminQuestionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const deps = { db: app.db, files: app.files, questions: app.questionCache };

  app.get(
    '',
    {
      ...admin,
      schema: {
        operationId: 'listManagedQuestions',
        summary: 'Questions the admin manages, filtered, newest first',
        description: `States: approved, unapproved, needs_review, enabled, disabled. ${SCOPE_RULE}`,
        querystring: AdminQuestionsQuery,
        response: { 200: AdminQuestionsPage },
      },
    },
    async (request) => listManagedQuestions(deps, scopeOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'getManagedQuestion',
        summary: 'A question with its key, images, audio, passage and its course’s topics',
        description: SCOPE_RULE,
        params: IdParams,
        response: { 200: AdminQuestionDetail },
      },
    },
    async (request) => managedQuestion(deps, scopeOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'editManagedQuestion',
        summary: 'Replace a question (JSON); its images are kept or dropped, not added',
        description:
          'The checks of `PUT /questions` apply: a key that does not fit the type, or a topic or ' +
          `passage of another course, is 400 and changes nothing. ${SCOPE_RULE}`,
        params: IdParams,
        body: QuestionInput,
        response: { 200: AdminQuestionDetail },
      },
    },
    async (request) => editManagedQuestion(deps, scopeOf(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/state',
    {
      ...admin,
      schema: {
        operationId: 'setManagedQuestionState',
        summary: 'Approve, flag for review, enable or disable a question',
        description: `\`review\` also withdraws the approval until approved again. ${SCOPE_RULE}`,
        params: IdParams,
        body: QuestionStateBody,
        response: { 200: QuestionStateChanged },
      },
    },
    async (request) =>
      setManagedState(deps, scopeOf(request), [request.params.id], request.body.action),
  );

  app.post(
    '/state',
    {
      ...admin,
      // The logsheet records each question changed, not only the call.
      config: { audit: 'body-ids' },
      schema: {
        operationId: 'setManagedQuestionsState',
        summary: 'One state action on many questions, in one statement: all or none',
        description: `Any unknown id is 404 and any id the admin does not manage 403; then nothing changes. ${SCOPE_RULE}`,
        body: BulkQuestionStateBody,
        response: { 200: QuestionStateChanged },
      },
    },
    async (request) =>
      setManagedState(deps, scopeOf(request), request.body.ids, request.body.action),
  );
}
