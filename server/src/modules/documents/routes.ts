import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminDocument,
  AdminDocumentText,
  DocumentTextPage,
  DocumentTextQuery,
  DocumentUploadFields,
  IdParams,
  UserRole,
} from '@kyu/core/contract';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import type { ListSpec } from '../../lib/list-query';
import { scopeOf } from '../../lib/admin-scope';
import type { DocumentFilter, DocumentSort } from './queries';
import * as documents from './service';
import { readDocumentUpload } from './upload';
import { adminListRoute } from '../../lib/list-route';

const LIST: ListSpec<DocumentSort, DocumentFilter> = {
  sortable: ['id', 'title', 'document_type_id', 'school_id', 'byte_size', 'created_at'],
  defaultSort: ['created_at', 'DESC'],
  filters: { q: 'text', document_type_id: 'ids', school_id: 'ids' },
};

const UPLOAD_FORMATS =
  'PDF, Word (.docx), Markdown or plain text, up to 10 MB, in the field "file"';

const UPLOAD_BODY = formBody(DocumentUploadFields, {
  file: { description: 'The document: PDF, Word (.docx), Markdown or plain text, up to 10 MB' },
});

/** The console's documents resource (ra-data-simple-rest): what the coach and generators draw on. */
export async function adminDocumentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const one = { 200: AdminDocument };

  adminListRoute(app, {
    name: 'documents',
    operationId: 'listDocuments',
    item: AdminDocument,
    spec: LIST,
    summary: 'List documents (Content-Range)',
    list: (scope, list) => documents.listDocuments(app.db, scope, list),
  });

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'getDocument',
        summary: 'One document with its extracted text',
        params: IdParams,
        response: { 200: AdminDocumentText },
      },
    },
    async (request) => documents.getDocument(app.db, scopeOf(request), request.params.id),
  );

  app.get(
    '/:id/text',
    {
      ...admin,
      schema: {
        operationId: 'getDocumentText',
        summary: 'One page of a document’s extracted text (20,000 characters a page)',
        description: 'Empty, with no pages, until the document’s extraction is done.',
        params: IdParams,
        querystring: DocumentTextQuery,
        response: { 200: DocumentTextPage },
      },
    },
    async (request) =>
      documents.documentTextPage(
        app.db,
        scopeOf(request),
        request.params.id,
        request.query.page ?? 1,
      ),
  );

  app.post(
    '/:id/re-extract',
    {
      ...admin,
      schema: {
        operationId: 'reExtractDocument',
        summary: 'Extract a document again from its uploaded file, as a job',
        description:
          'Answers the document queued; its extraction_state and extraction_progress show how ' +
          'the job goes. 409 while it is being extracted, or when its file was not kept.',
        params: IdParams,
        response: one,
      },
    },
    async (request) =>
      documents.reExtractDocument(app.db, app.queue, scopeOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...admin,
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'uploadDocument',
        problems: [422, 503],
        summary: `Upload a document: ${UPLOAD_FORMATS}, with document_type_id, title and (Kyu administrators) school_id`,
        description:
          'A file over 256 KB is extracted by a job: it answers queued, and extraction_state and ' +
          'extraction_progress show how the job goes.',
        consumes: ['multipart/form-data'],
        body: UPLOAD_BODY,
        response: one,
      },
    },
    async (request) =>
      documents.uploadDocument(
        { db: app.db, queue: app.queue, reader: app.documentReader },
        scopeOf(request),
        await readDocumentUpload(request),
      ),
  );

  app.post(
    '/generation',
    {
      preHandler: app.requireRole(UserRole.admin, UserRole.curriculum),
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'uploadGenerationDocument',
        problems: [422, 503],
        summary: `Upload a document for question generation: ${UPLOAD_FORMATS}, with document_type curriculum or source`,
        consumes: ['multipart/form-data'],
        body: UPLOAD_BODY,
        response: one,
      },
    },
    async (request) =>
      documents.uploadForGeneration(
        { db: app.db, queue: app.queue, reader: app.documentReader },
        scopeOf(request),
        await readDocumentUpload(request),
      ),
  );

  app.delete(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'deleteDocument',
        summary: 'Remove a document, its file and its chunks (retrieval no longer finds it)',
        params: IdParams,
        response: one,
      },
    },
    async (request) => documents.deleteDocument(app.db, scopeOf(request), request.params.id),
  );
}
