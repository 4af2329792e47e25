import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SubmitFields, SubmittedEvaluations, type SubmittedEvaluation } from '@kyu/core/contract';
import { parseJsonField } from '../../lib/json-field';
import { HttpProblem, problemType, unsupportedMedia } from '../../lib/problem';
import { readMultipart } from '../../providers/files/multipart';
import type { FileStore } from '../../providers/files';

/** A spoken answer sent with a submit may be this large. */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;

export interface SubmitForm {
  evaluations: SubmittedEvaluation[];
  audio: { bytes: Buffer; type: string } | null;
}

const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

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
  if (audio && !AUDIO_EXTENSIONS[audio.type]) {
    throw unsupportedMedia('The recording is not WebM, Ogg, MP3, MP4 or WAV audio.');
  }
  return { evaluations: parseEvaluations(text), audio };
}

/** Stores a recording under an unguessable name and answers its URL. */
export function storeAudio(
  files: FileStore,
  attemptId: number,
  audio: NonNullable<SubmitForm['audio']>,
) {
  const key = `quiz-audio/${attemptId}-${randomBytes(12).toString('hex')}.${AUDIO_EXTENSIONS[audio.type]}`;
  return files.put(key, audio.bytes, audio.type);
}
