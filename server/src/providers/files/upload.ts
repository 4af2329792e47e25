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
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest('Attach the picture in a field named "file".', { file: ['is required'] });
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  const format = sniffImage(bytes, accepted);
  if (!format) throw unsupported(`The file is not a ${describeFormats(accepted)} image.`);
  return { bytes, format, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
}
