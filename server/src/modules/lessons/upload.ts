import type { FastifyRequest } from 'fastify';
import { LessonFormFields, LessonSectionsInput, type LessonSectionInput } from '@kyu/core/contract';
import { parseJsonField } from '../../lib/json-field';
import { unsupportedMedia } from '../../lib/problem';
import { checkPixels } from '../../providers/files/image-size';
import { IMAGE_FORMATS, sniffImage } from '../../providers/files/image-type';
import { UPLOAD_MAX_BYTES, readMultipart } from '../../providers/files/multipart';

export interface LessonForm {
  title: string;
  description: string;
  courseId: number;
  lessonTypeId: number;
  sections: LessonSectionInput[];
  cover: { bytes: Buffer; mime: string; ext: string } | null;
}

/**
 * Reads `POST /lessons`: the text fields, `sections` as JSON, and an optional cover image in
 * `file`, a PNG, JPEG or WebP by its bytes whatever its name or declared type.
 */
export async function readLessonForm(request: FastifyRequest): Promise<LessonForm> {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the lesson as multipart/form-data.');
  }
  const { fields, files } = await readMultipart(request, {
    fields: LessonFormFields,
    fileFields: ['file'],
    limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 10 },
    unreadable: 'The lesson could not be read; send it again.',
  });
  const file = files[0];
  let cover: LessonForm['cover'] = null;
  if (file) {
    const format = sniffImage(file.bytes, ['png', 'jpeg', 'webp']);
    if (!format) throw unsupportedMedia('The cover is not a PNG, JPEG or WebP image.');
    checkPixels(file.bytes, format, 'The cover');
    cover = { bytes: file.bytes, mime: IMAGE_FORMATS[format].mime, ext: IMAGE_FORMATS[format].ext };
  }
  return {
    title: fields.title,
    description: fields.description ?? '',
    courseId: fields.course_id,
    lessonTypeId: fields.lesson_type_id,
    sections:
      fields.sections === undefined
        ? []
        : parseJsonField('sections', fields.sections, LessonSectionsInput, {
            notJson: 'sections is not JSON.',
            invalid: 'sections is not a list of sections with items.',
          }),
    cover,
  };
}
