import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { SubmittedEvaluation } from '@kyu/core/contract';
import { HttpProblem, badRequest, problemType, unsupportedMedia } from '../../lib/problem';
import { readingMultipart } from '../../providers/files/upload';
import type { FileStore } from '../../providers/files';

/** A spoken answer sent with a submit may be this large. */
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;

const Evaluations = Type.Array(SubmittedEvaluation, { maxItems: 500 });

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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('evaluations must be JSON.', { evaluations: ['must be a JSON array'] });
  }
  if (!Value.Check(Evaluations, parsed)) {
    const first = Value.Errors(Evaluations, parsed)[0];
    const where = first ? `${first.instancePath || '/'}: ${first.message}` : 'invalid';
    throw badRequest(`evaluations is not a list of answers (${where}).`, {
      evaluations: [where],
    });
  }
  return parsed;
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
  const { text, audio } = await readingMultipart(
    async () => {
      let text: string | undefined;
      let audio: SubmitForm['audio'] = null;
      for await (const part of request.parts({ limits: { fileSize: AUDIO_MAX_BYTES, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'evaluations') text = String(part.value);
        } else if (part.fieldname === 'audio_file') {
          const bytes = await part.toBuffer();
          audio = { bytes, type: part.mimetype.split(';')[0]!.trim().toLowerCase() };
        } else {
          part.file.resume();
        }
      }
      return { text, audio };
    },
    {
      unreadable: 'The submission could not be read; send it again.',
      field: 'body',
      tooLarge,
    },
  );
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
