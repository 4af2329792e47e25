import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest, problemType } from '../../lib/problem';
import { IMAGE_FORMATS, describeFormats, sniffImage, type ImageFormat } from './image-type';

/** The per-file limit of every upload; the multipart registration enforces it while reading. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const tooLarge = () =>
  new HttpProblem(
    413,
    'Too large',
    `The file is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; choose a smaller one.`,
    {
      type: problemType('too-large'),
    },
  );

const unsupported = (detail: string) =>
  new HttpProblem(415, 'Unsupported media type', detail, {
    type: problemType('unsupported-media-type'),
  });

export interface ImageUpload {
  bytes: Buffer;
  format: ImageFormat;
  mime: string;
  ext: string;
}

/**
 * Reading a multipart body fails in two ways: @fastify/multipart's limits, which carry their
 * status (413 for too many parts), and busboy's parse errors (a cut-off body, no boundary),
 * which carry none and are the sender's fault, not a 500.
 */
async function readingBody<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (statusCode === undefined) {
      throw badRequest('The upload could not be read; send the file again.', {
        file: ['could not be read as multipart/form-data'],
      });
    }
    throw error;
  }
}

/**
 * Reads the one multipart field `file` of a request as an image of an accepted format. The
 * format comes from the bytes: a renamed or mislabelled file is refused with 415.
 */
export async function readImageUpload(
  request: FastifyRequest,
  accepted: readonly ImageFormat[],
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw unsupported('Send the picture as multipart/form-data, in a field named "file".');
  }
  const part = await readingBody(() => request.file());
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest('Attach the picture in a field named "file".', { file: ['is required'] });
  }
  const bytes = await readingBody(() => part.toBuffer());
  const format = sniffImage(bytes, accepted);
  if (!format) throw unsupported(`The file is not a ${describeFormats(accepted)} image.`);
  return { bytes, format, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
}
