import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest, problemType } from '../../lib/problem';
import { IMAGE_FORMATS, sniffImage } from '../../providers/files/image-type';
import { UPLOAD_MAX_BYTES, tooLarge } from '../../providers/files/upload';

/** At most this many new images go with one question, each within the upload limit (2 MB). */
export const MAX_IMAGES = 10;

export interface QuestionImageUpload {
  bytes: Buffer;
  mime: string;
  ext: string;
}

export interface QuestionForm {
  question: string | undefined;
  images: QuestionImageUpload[];
}

const unsupported = (detail: string) =>
  new HttpProblem(415, 'Unsupported media type', detail, {
    type: problemType('unsupported-media-type'),
  });

/** Turns multipart's limits into our problems, and busboy's parse errors into 400s. */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') {
      throw new HttpProblem(413, 'Too large', `Attach at most ${MAX_IMAGES} images.`, {
        type: problemType('too-large'),
      });
    }
    if (statusCode === undefined) {
      throw badRequest('The question could not be read; send it again.', {
        body: ['could not be read as multipart/form-data'],
      });
    }
    throw error;
  }
}

/**
 * Reads `PUT /questions`: the `question` field (JSON) and images in `files[]` (or `files`),
 * each a PNG, JPEG or WebP by its bytes, whatever its name or declared type.
 */
export async function readQuestionForm(request: FastifyRequest): Promise<QuestionForm> {
  if (!request.isMultipart()) {
    throw unsupported('Send the question as multipart/form-data: "question" (JSON) and "files[]".');
  }
  let question: string | undefined;
  const files: { name: string; bytes: Buffer }[] = [];
  const parts = request.parts({
    limits: { files: MAX_IMAGES, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: MAX_IMAGES + 5 },
  });
  await reading(async () => {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'question') question = String(part.value);
      } else if (part.fieldname === 'files[]' || part.fieldname === 'files') {
        files.push({ name: part.filename || 'file', bytes: await part.toBuffer() });
      } else {
        part.file.resume();
      }
    }
  });
  const images = files.map(({ name, bytes }) => {
    const format = sniffImage(bytes, ['png', 'jpeg', 'webp']);
    if (!format) throw unsupported(`${name} is not a PNG, JPEG or WebP image.`);
    return { bytes, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
  });
  return { question, images };
}
