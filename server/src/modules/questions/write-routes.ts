import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MarkResult,
  PreviewMarkBody,
  Question,
  QuestionDeleted,
  QuestionFormFields,
} from '@kyu/core/contract';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { STAFF_ROLES, WRITER_ROLES, viewerOf } from './access';
import { previewMark } from './preview';
import { deleteQuestion, saveQuestion } from './save';
import { readQuestionForm } from './upload';

const tags = ['questions'];

/** Creating, replacing and deleting questions (teachers, admins, curriculum staff), and trying a key. */
export async function questionWriteRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const writer = { preHandler: app.requireRole(...WRITER_ROLES) };
  const deps = { db: app.db, files: app.files, questions: app.questionCache };

  app.put(
    '/questions',
    {
      ...writer,
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'saveQuestion',
        problems: [404, 409],
        tags,
        summary:
          'Create (no id) or replace a question: multipart with "question" (JSON, QuestionInput) and images in "files[]" (PNG, JPEG or WebP, up to 2 MB each)',
        consumes: ['multipart/form-data'],
        body: formBody(QuestionFormFields, {
          'files[]': {
            maxItems: 10,
            description: 'New images: PNG, JPEG or WebP, up to 2 MB each',
          },
        }),
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
        operationId: 'deleteQuestion',
        tags,
        summary: 'Delete a question, or retire it when attempts answered it',
        params: IdParams,
        response: { 200: QuestionDeleted },
      },
    },
    async (request) => deleteQuestion(deps, viewerOf(request), request.params.id),
  );

  app.post(
    '/questions/preview/mark',
    {
      preHandler: app.requireRole(...STAFF_ROLES),
      schema: {
        operationId: 'markPreviewAnswer',
        tags,
        summary: 'Mark an answer against a question that is not saved yet',
        body: PreviewMarkBody,
        response: { 200: MarkResult },
      },
    },
    async (request, reply) => {
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      return previewMark(app, viewerOf(request), request.body, gone.signal);
    },
  );
}
