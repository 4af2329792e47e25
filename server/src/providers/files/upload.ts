import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest, unsupportedMedia } from '../../lib/problem';
import { UPLOAD_MAX_BYTES, readMultipart } from './multipart';
import { checkPixels } from './image-size';
import { IMAGE_FORMATS, describeFormats, sniffImage, type ImageFormat } from './image-type';

const NO_FIELDS = Type.Object({});

export interface ImageUpload {
  bytes: Buffer;
  format: ImageFormat;
  mime: string;
  ext: string;
}

/**
 * Reads the one multipart field `file` of a request as an image of an accepted format. The
 * format comes from the bytes: a renamed or mislabelled file is refused with 415; one whose
 * header declares more pixels than MAX_IMAGE_PIXELS with 422, before anything decodes it.
 */
export async function readImageUpload(
  request: FastifyRequest,
  accepted: readonly ImageFormat[],
): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the picture as multipart/form-data, in a field named "file".');
  }
  const { files } = await readMultipart(request, {
    fields: NO_FIELDS,
    fileFields: ['file'],
    limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 10 },
    unreadable: 'The upload could not be read; send the file again.',
    unreadableField: 'file',
  });
  const bytes = files[0]?.bytes;
  if (!bytes) {
    throw badRequest('Attach the picture in a field named "file".', { file: ['is required'] });
  }
  const format = sniffImage(bytes, accepted);
  if (!format) throw unsupportedMedia(`The file is not a ${describeFormats(accepted)} image.`);
  checkPixels(bytes, format);
  return { bytes, format, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
}
