import type { FastifyRequest } from 'fastify';
import { DocumentUploadFields } from '@kyu/core/contract';
import { HttpProblem, badRequest, problemType, unsupportedMedia } from '../../lib/problem';
import { readMultipart } from '../../providers/files/multipart';

/** Documents run longer than pictures; the multipart plugin's 2 MB default is raised for them. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface DocumentUpload {
  bytes: Buffer;
  filename: string;
  /** The text fields sent with the file, whichever side of it they came. */
  fields: DocumentUploadFields;
}

const tooLarge = () =>
  new HttpProblem(
    413,
    'Too large',
    `The file is over ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB; split it or choose a smaller one.`,
    { type: problemType('too-large') },
  );

/** Reads a multipart body holding one file in the field `file` and a few text fields. */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the document as multipart/form-data, in a field named "file".');
  }
  const { fields, files } = await readMultipart(request, {
    fields: DocumentUploadFields,
    fileFields: ['file'],
    limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES, fields: 10 },
    unreadable: 'The upload could not be read; send the file again.',
    unreadableField: 'file',
    tooLarge,
  });
  const file = files[0];
  if (!file)
    throw badRequest('Attach the document in a field named "file".', { file: ['is required'] });
  return { bytes: file.bytes, filename: file.filename, fields };
}
