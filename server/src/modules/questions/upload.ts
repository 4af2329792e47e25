import type { FastifyRequest } from 'fastify';
import { unsupportedMedia } from '../../lib/problem';
import { IMAGE_FORMATS, sniffImage } from '../../providers/files/image-type';
import { UPLOAD_MAX_BYTES, readingMultipart } from '../../providers/files/upload';

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

/**
 * Reads `PUT /questions`: the `question` field (JSON) and images in `files[]` (or `files`),
 * each a PNG, JPEG or WebP by its bytes, whatever its name or declared type.
 */
export async function readQuestionForm(request: FastifyRequest): Promise<QuestionForm> {
  if (!request.isMultipart()) {
    throw unsupportedMedia(
      'Send the question as multipart/form-data: "question" (JSON) and "files[]".',
    );
  }
  let question: string | undefined;
  const files: { name: string; bytes: Buffer }[] = [];
  const parts = request.parts({
    limits: { files: MAX_IMAGES, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: MAX_IMAGES + 5 },
  });
  await readingMultipart(
    async () => {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'question') question = String(part.value);
        } else if (part.fieldname === 'files[]' || part.fieldname === 'files') {
          files.push({ name: part.filename || 'file', bytes: await part.toBuffer() });
        } else {
          part.file.resume();
        }
      }
    },
    {
      unreadable: 'The question could not be read; send it again.',
      field: 'body',
      tooManyFiles: `Attach at most ${MAX_IMAGES} images.`,
    },
  );
  const images = files.map(({ name, bytes }) => {
    const format = sniffImage(bytes, ['png', 'jpeg', 'webp']);
    if (!format) throw unsupportedMedia(`${name} is not a PNG, JPEG or WebP image.`);
    return { bytes, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
  });
  return { question, images };
}
