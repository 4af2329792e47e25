import type { FastifyRequest } from 'fastify';
import { SubmitFields, SubmittedEvaluations, type SubmittedEvaluation } from '@kyu/core/contract';
import { parseJsonField } from '../../lib/json-field';
import { HttpProblem, problemType, unsupportedMedia } from '../../lib/problem';
import { readMultipart } from '../../providers/files/multipart';
import { AUDIO_MAX_BYTES, isAudioType } from './recordings';
import type { SubmitForm } from './service';

const tooLarge = () =>
  new HttpProblem(413, 'Too large', 'The recording is over 5 MB.', {
    type: problemType('too-large'),
  });

function parseEvaluations(text: string | undefined): SubmittedEvaluation[] {
  if (text === undefined || !text.trim()) return [];
  return parseJsonField('evaluations', text, SubmittedEvaluations, {
    notJson: 'evaluations must be JSON.',
    invalid: 'evaluations is not a list of answers.',
  });
}

/**
 * The answers of a submit: the `evaluations` part (JSON) of a multipart body with an optional
 * `audio_file`, or a JSON body `{ evaluations: [...] }`. Nothing is stored here.
 */
export async function readSubmitForm(request: FastifyRequest): Promise<SubmitForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { evaluations?: unknown };
    const list = body.evaluations;
    return {
      evaluations: parseEvaluations(list === undefined ? undefined : JSON.stringify(list)),
      audio: null,
    };
  }
  const { fields, files } = await readMultipart(request, {
    fields: SubmitFields,
    fileFields: ['audio_file'],
    limits: { files: 1, fileSize: AUDIO_MAX_BYTES, fields: 10 },
    unreadable: 'The submission could not be read; send it again.',
    tooLarge,
  });
  const text = fields.evaluations;
  const file = files[0];
  const audio = file ? { bytes: file.bytes, type: file.mimetype } : null;
  if (audio && !isAudioType(audio.type)) {
    throw unsupportedMedia('The recording is not WebM, Ogg, MP3, MP4 or WAV audio.');
  }
  return { evaluations: parseEvaluations(text), audio };
}
