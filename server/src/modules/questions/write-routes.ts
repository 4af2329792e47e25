import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Question, QuestionDeleted } from '@kyu/core/contract';
import { WRITER_ROLES, viewerOf } from './access';
import { deleteQuestion, saveQuestion } from './save';
import { readQuestionForm } from './upload';

const tags = ['questions'];

/** Creating, replacing and deleting questions: teachers, admins and curriculum staff. */
export async function questionWriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const writer = { preHandler: app.requireRole(...WRITER_ROLES) };
  const deps = { db: app.db, files: app.files };

  app.put(
    '/questions',
    {
      ...writer,
      schema: {
        tags,
        summary:
          'Create (no id) or replace a question: multipart with "question" (JSON, QuestionInput) and images in "files[]" (PNG, JPEG or WebP, up to 2 MB each)',
        consumes: ['multipart/form-data'],
        response: { 200: Question },
      },
    },
    async (request) => saveQuestion(deps, viewerOf(request), await readQuestionForm(request)),
  );

  app.delete(
    '/questions/:id',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Delete a question, or retire it when attempts answered it',
        params: IdParams,
        response: { 200: QuestionDeleted },
      },
    },
    async (request) => deleteQuestion(deps, viewerOf(request), request.params.id),
  );
}
