import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest, problemType, unsupportedMedia } from '../../lib/problem';
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

export interface ImageUpload {
  bytes: Buffer;
  format: ImageFormat;
  mime: string;
  ext: string;
}

/**
 * Reading a multipart body fails in two ways: @fastify/multipart's limits, which carry their
 * status (413 for too many parts), and busboy's parse errors (a cut-off body, no boundary),
 * which carry none and are the sender's fault, not a 500. Our own problems pass through.
 */
export async function readingMultipart<T>(
  read: () => Promise<T>,
  say: {
    /** The 400's detail, and the field its error is filed under. */
    unreadable: string;
    field: string;
    /** The 413's detail when more files came than the call takes. */
    tooManyFiles?: string;
    /** The 413 for a file over the limit, when it is not the common 2 MB. */
    tooLarge?: () => HttpProblem;
  },
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw (say.tooLarge ?? tooLarge)();
    if (code === 'FST_FILES_LIMIT' && say.tooManyFiles) {
      throw new HttpProblem(413, 'Too large', say.tooManyFiles, { type: problemType('too-large') });
    }
    if (statusCode === undefined) {
      throw badRequest(say.unreadable, {
        [say.field]: ['could not be read as multipart/form-data'],
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
    throw unsupportedMedia('Send the picture as multipart/form-data, in a field named "file".');
  }
  const say = { unreadable: 'The upload could not be read; send the file again.', field: 'file' };
  const part = await readingMultipart(() => request.file(), say);
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest('Attach the picture in a field named "file".', { file: ['is required'] });
  }
  const bytes = await readingMultipart(() => part.toBuffer(), say);
  const format = sniffImage(bytes, accepted);
  if (!format) throw unsupportedMedia(`The file is not a ${describeFormats(accepted)} image.`);
  return { bytes, format, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
}
