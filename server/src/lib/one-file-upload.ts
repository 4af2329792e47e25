import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import { HttpProblem, badRequest, problemType, unsupportedMedia } from './problem';
import { readMultipart } from '../providers/files/multipart';

export interface OneFileUpload<Fields> {
  bytes: Buffer;
  filename: string;
  /** The text fields sent with the file, whichever side of it they came. */
  fields: Fields;
}

export interface OneFileRules<Fields extends TObject> {
  fields: Fields;
  maxBytes: number;
  /** What the file is to the sender ("document", "file"), in the 415 and the missing-file 400. */
  noun: string;
  /** The 413's advice after "The file is over N MB; ". */
  whenTooLarge?: string;
}

/** Reads a multipart body holding one file in the field `file` and a few text fields. */
export async function readOneFileUpload<Fields extends TObject>(
  request: FastifyRequest,
  {
    fields,
    maxBytes,
    noun,
    whenTooLarge = 'split it or choose a smaller one.',
  }: OneFileRules<Fields>,
): Promise<OneFileUpload<Static<Fields>>> {
  if (!request.isMultipart()) {
    throw unsupportedMedia(`Send the ${noun} as multipart/form-data, in a field named "file".`);
  }
  const tooLarge = () =>
    new HttpProblem(
      413,
      'Too large',
      `The file is over ${maxBytes / 1024 / 1024} MB; ${whenTooLarge}`,
      { type: problemType('too-large') },
    );
  const form = await readMultipart(request, {
    fields,
    fileFields: ['file'],
    limits: { files: 1, fileSize: maxBytes, fields: 10 },
    unreadable: 'The upload could not be read; send the file again.',
    unreadableField: 'file',
    tooLarge,
  });
  const file = form.files[0];
  if (!file)
    throw badRequest(`Attach the ${noun} in a field named "file".`, { file: ['is required'] });
  return { bytes: file.bytes, filename: file.filename, fields: form.fields };
}
