import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest, problemType } from '../../lib/problem';

/** Documents run longer than pictures; the multipart plugin's 2 MB default is raised for them. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface DocumentUpload {
  bytes: Buffer;
  filename: string;
  /** The text fields sent with the file, whichever side of it they came. */
  fields: Record<string, string>;
}

const tooLarge = () =>
  new HttpProblem(
    413,
    'Too large',
    `The file is over ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB; split it or choose a smaller one.`,
    { type: problemType('too-large') },
  );

/** Multipart limits carry their status (too many parts); parse errors carry none and are the sender's. */
function uploadError(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (statusCode === undefined && !(error instanceof HttpProblem)) {
    return badRequest('The upload could not be read; send the file again.', {
      file: ['could not be read as multipart/form-data'],
    });
  }
  return error;
}

/** Reads a multipart body holding one file in the field `file` and a few text fields. */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) {
    throw new HttpProblem(
      415,
      'Unsupported media type',
      'Send the document as multipart/form-data, in a field named "file".',
      { type: problemType('unsupported-media-type') },
    );
  }
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file')
        file = { bytes: await part.toBuffer(), filename: part.filename };
      else part.file.resume();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file)
    throw badRequest('Attach the document in a field named "file".', { file: ['is required'] });
  return { ...file, fields };
}
