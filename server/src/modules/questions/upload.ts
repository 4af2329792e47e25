import type { FastifyRequest } from 'fastify';
import { QuestionFormFields } from '@kyu/core/contract';
import { unsupportedMedia } from '../../lib/problem';
import { checkPixels } from '../../providers/files/image-size';
import { IMAGE_FORMATS, sniffImage } from '../../providers/files/image-type';
import { UPLOAD_MAX_BYTES, readMultipart } from '../../providers/files/multipart';

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
 * each a PNG, JPEG or WebP by its bytes, whatever its name or declared type, and within the
 * pixel bound by its header.
 */
export async function readQuestionForm(request: FastifyRequest): Promise<QuestionForm> {
  if (!request.isMultipart()) {
    throw unsupportedMedia(
      'Send the question as multipart/form-data: "question" (JSON) and "files[]".',
    );
  }
  const { fields, files } = await readMultipart(request, {
    fields: QuestionFormFields,
    fileFields: ['files[]', 'files'],
    limits: { files: MAX_IMAGES, fileSize: UPLOAD_MAX_BYTES, fields: 5 },
    unreadable: 'The question could not be read; send it again.',
    tooManyFiles: `Attach at most ${MAX_IMAGES} images.`,
  });
  const images = files.map(({ filename, bytes }) => {
    const format = sniffImage(bytes, ['png', 'jpeg', 'webp']);
    if (!format) throw unsupportedMedia(`${filename || 'file'} is not a PNG, JPEG or WebP image.`);
    // Worksheets' Word export decodes these; a canvas past the bound is refused now, not then.
    checkPixels(bytes, format, filename || 'The picture');
    return { bytes, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
  });
  return { question: fields.question, images };
}
