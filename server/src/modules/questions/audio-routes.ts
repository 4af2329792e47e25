import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AudioFileParams, IdParams, QuestionAudio } from '@kyu/core/contract';
import { WRITER_ROLES, viewerOf } from './access';
import { audioFile, getAudio, regenerateAudio } from './audio';

const tags = ['questions'];
const AUDIO = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
/** 422: nothing in the question to say; 503: the voice is busy (Retry-After) or down. */
const SPEECH_PROBLEMS = [422, 503];

/** Stops synthesis when the client leaves. */
function leaving(reply: FastifyReply) {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/** A question read aloud: its URL (made on first ask, again on request) and the file. */
export async function questionAudioRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const writer = { preHandler: app.requireRole(...WRITER_ROLES) };

  const audioDeps = { db: app.db, speech: app.speech, questions: app.questionCache };
  app.get(
    '/questions/:id/audio',
    {
      ...signedIn,
      schema: {
        operationId: 'getQuestionAudio',
        problems: SPEECH_PROBLEMS,
        tags,
        summary: 'Where the question read aloud is served (made on first ask)',
        params: IdParams,
        response: { 200: QuestionAudio },
      },
    },
    async (request, reply) =>
      getAudio(audioDeps, viewerOf(request), request.params.id, leaving(reply)),
  );

  app.patch(
    '/questions/:id/audio',
    {
      ...writer,
      schema: {
        operationId: 'renewQuestionAudio',
        problems: SPEECH_PROBLEMS,
        tags,
        summary: 'Read the current text aloud again',
        params: IdParams,
        response: { 200: QuestionAudio },
      },
    },
    async (request, reply) =>
      regenerateAudio(audioDeps, viewerOf(request), request.params.id, leaving(reply)),
  );

  app.get(
    '/questions/:id/audio/:filename',
    {
      schema: {
        operationId: 'downloadQuestionAudio',
        problems: SPEECH_PROBLEMS,
        tags,
        summary: 'The audio file of a question (the audio_url), without sign-in',
        params: AudioFileParams,
        response: { 200: { description: 'The audio', content: { 'audio/*': { schema: AUDIO } } } },
      },
    },
    async (request, reply) => {
      const { audio, mimeType } = await audioFile(
        audioDeps,
        request.params.id,
        request.params.filename,
        leaving(reply),
      );
      // The name changes with the text, so what is at this URL never changes.
      return reply
        .type(mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(audio);
    },
  );
}
