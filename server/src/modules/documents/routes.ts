import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminDocument,
  AdminDocumentText,
  IdParams,
  ListQuery,
  UserRole,
} from '@kyu/core/contract';
import { parseListQuery, sendPage, type ListSpec } from '../admin/list-query';
import { scopeOf } from '../admin/scope';
import type { DocumentFilter, DocumentSort } from './queries';
import * as documents from './service';
import { readDocumentUpload } from './upload';

const LIST: ListSpec<DocumentSort, DocumentFilter> = {
  sortable: ['id', 'title', 'document_type_id', 'school_id', 'byte_size', 'created_at'],
  defaultSort: ['created_at', 'DESC'],
  filters: { q: 'text', document_type_id: 'ids', school_id: 'ids' },
};

const UPLOAD_FORMATS =
  'PDF, Word (.docx), Markdown or plain text, up to 10 MB, in the field "file"';

/** The console's documents resource (ra-data-simple-rest): what the coach and generators draw on. */
export async function adminDocumentsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const one = { 200: AdminDocument };

  app.get(
    '',
    {
      ...admin,
      schema: {
        summary: 'List documents (Content-Range)',
        querystring: ListQuery,
        response: { 200: Type.Array(AdminDocument) },
      },
    },
    async (request, reply) => {
      const list = parseListQuery(request.query, LIST);
      const page = await documents.listDocuments(app.db, scopeOf(request), list);
      return sendPage(reply, 'documents', list.range, page);
    },
  );

  app.get(
    '/:id',
    {
      ...admin,
      schema: {
        summary: 'One document with its extracted text',
        params: IdParams,
        response: { 200: AdminDocumentText },
      },
    },
    async (request) => documents.getDocument(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...admin,
      schema: {
        summary: `Upload a document: ${UPLOAD_FORMATS}, with document_type_id, title and (Kyu administrators) school_id`,
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request) =>
      documents.uploadDocument(app.db, scopeOf(request), await readDocumentUpload(request)),
  );

  app.post(
    '/generation',
    {
      preHandler: app.requireRole(UserRole.admin, UserRole.curriculum),
      schema: {
        summary: `Upload a document for question generation: ${UPLOAD_FORMATS}, with document_type curriculum or source`,
        consumes: ['multipart/form-data'],
        response: one,
      },
    },
    async (request) =>
      documents.uploadForGeneration(app.db, scopeOf(request), await readDocumentUpload(request)),
  );

  app.delete(
    '/:id',
    { ...admin, schema: { summary: 'Remove a document', params: IdParams, response: one } },
    async (request) => documents.deleteDocument(app.db, scopeOf(request), request.params.id),
  );
}
