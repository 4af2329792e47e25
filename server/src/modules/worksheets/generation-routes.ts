import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminDocument,
  DocumentUploadFields,
  GeneratedListQuery,
  GenerationJob,
  GenerationStarted,
  JobParams,
  UserRole,
  WorksheetGenerateBody,
  WorksheetPage,
} from '@kyu/core/contract';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { readDocumentUpload } from '../documents/upload';
import { principalOf } from '../sessions/plugin';
import * as generation from './generation';
import * as worksheets from './service';

const UPLOAD_BODY = formBody(DocumentUploadFields, {
  file: { description: 'The document: PDF, Word (.docx), Markdown or plain text, up to 10 MB' },
});

/** Generation: a durable job per request, watched by polling its id. */
export async function generationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const teacher = { preHandler: app.requireRole(UserRole.teacher) };

  app.post(
    '/generation/documents',
    {
      ...teacher,
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'uploadWorksheetDocument',
        problems: [422, 503],
        summary: 'Upload a curriculum or source document to generate worksheets from',
        description:
          'document_type is curriculum or source; anything else answers 400 ‘Invalid document type’. ' +
          'The document is your school’s.',
        consumes: ['multipart/form-data'],
        body: UPLOAD_BODY,
        response: { 200: AdminDocument },
      },
    },
    async (request) =>
      generation.uploadDocument(
        { db: app.db, queue: app.queue, reader: app.documentReader },
        principalOf(request),
        await readDocumentUpload(request),
      ),
  );

  app.post(
    '/generate',
    {
      ...teacher,
      schema: {
        operationId: 'generateWorksheets',
        summary: 'Generate worksheets; answers the job to watch',
        description:
          'Without documents, questions come from the course’s bank (by topic, difficulty and type). ' +
          'With curriculum_ids or source_ids (documents of your school of those two types, else 400 ' +
          '‘Invalid document type’), the configured model writes questions from them, which are ' +
          'saved to the course’s bank. Each worksheet is counted as it is made.',
        body: WorksheetGenerateBody,
        response: { 200: GenerationStarted },
      },
    },
    async (request) =>
      generation.startGeneration(app.db, app.queue, principalOf(request), request.body),
  );

  app.get(
    '/generation/jobs/:jobId',
    {
      ...teacher,
      schema: {
        operationId: 'getWorksheetGeneration',
        summary: 'How a generation job stands: status, made of total, worksheets, error',
        description: 'A failed job says why in error and keeps the worksheets it made.',
        params: JobParams,
        response: { 200: GenerationJob },
      },
    },
    async (request) => generation.generationJob(app.db, principalOf(request), request.params.jobId),
  );

  app.get(
    '/generated',
    {
      ...teacher,
      schema: {
        operationId: 'listGeneratedWorksheets',
        summary: 'Your school’s generated worksheets, newest first (page 1, size 20 by default)',
        querystring: GeneratedListQuery,
        response: { 200: WorksheetPage },
      },
    },
    async (request) =>
      worksheets.listWorksheets(app.db, principalOf(request), {
        ...request.query,
        generatedOnly: true,
      }),
  );
}
