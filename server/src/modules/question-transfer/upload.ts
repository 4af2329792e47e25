import type { FastifyRequest } from 'fastify';
import { QuestionImportFields } from '@kyu/core/contract';
import { HttpProblem, badRequest, problemType, unsupportedMedia } from '../../lib/problem';
import { readMultipart } from '../../providers/files/multipart';

/** A question bank of a few thousand questions is well under this. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const tooLarge = () =>
  new HttpProblem(413, 'Too large', 'The file is over 5 MB; split it into several.', {
    type: problemType('too-large'),
  });

/** The import's multipart body: the Moodle file in the field `file` and the import's fields. */
export async function readImportUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the file as multipart/form-data, in a field named "file".');
  }
  const { fields, files } = await readMultipart(request, {
    fields: QuestionImportFields,
    fileFields: ['file'],
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 10 },
    unreadable: 'The upload could not be read; send the file again.',
    unreadableField: 'file',
    tooLarge,
  });
  const file = files[0];
  if (!file)
    throw badRequest('Attach the file in a field named "file".', { file: ['is required'] });
  return { fields, bytes: file.bytes };
}
