import type { FastifyRequest } from 'fastify';
import { DocumentUploadFields } from '@kyu/core/contract';
import { type OneFileUpload, readOneFileUpload } from '../../lib/one-file-upload';

/** Documents run longer than pictures; the multipart plugin's 2 MB default is raised for them. */
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type DocumentUpload = OneFileUpload<DocumentUploadFields>;

/** A document in the field `file`, with its type and school fields. */
export const readDocumentUpload = (request: FastifyRequest): Promise<DocumentUpload> =>
  readOneFileUpload(request, {
    fields: DocumentUploadFields,
    maxBytes: DOCUMENT_MAX_BYTES,
    noun: 'document',
  });
