import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AudioFileParams,
  CacheQuery,
  IdParams,
  Ok,
  Passage,
  QuestionAudio,
  QuestionReportBody,
} from '@kyu/core/contract';
import { WRITER_ROLES, viewerOf } from './access';
import { audioFile, getAudio, regenerateAudio } from './audio';
import { cacheFor } from './caching';
import { getDemoPassage, getPassage } from './passages';
import { PUBLIC_REPORT_LIMIT, reportPublicly, reportQuestion } from './reports';

const tags = ['questions'];
const AUDIO = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** Stops synthesis when the client leaves. */
function leaving(reply: FastifyReply) {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}

/** Passages, read-aloud audio and reports: what students and visitors reach besides the list. */
export async function questionContentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  const writer = { preHandler: app.requireRole(...WRITER_ROLES) };

  app.get(
    '/questions/passages/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A reading passage',
        params: IdParams,
        querystring: CacheQuery,
        response: { 200: Passage },
      },
    },
    async (request, reply) => {
      cacheFor(reply, request.query.cache);
      return getPassage(app.db, viewerOf(request), request.params.id);
    },
  );

  app.get(
    '/questions/passages/:id/demo',
    {
      schema: {
        tags,
        summary: "A passage of a demo quiz's question, without sign-in",
        params: IdParams,
        querystring: CacheQuery,
        response: { 200: Passage },
      },
    },
    async (request, reply) => {
      cacheFor(reply, request.query.cache, 'public');
      return getDemoPassage(app.db, request.params.id);
    },
  );

  const audioDeps = { db: app.db, speech: app.speech };
  app.get(
    '/questions/:id/audio',
    {
      ...signedIn,
      schema: {
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

  app.post(
    '/questions/:id/report',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Report a mistake in a question',
        params: IdParams,
        body: QuestionReportBody,
        response: { 200: Ok },
      },
    },
    async (request) =>
      reportQuestion(app.db, viewerOf(request), request.params.id, request.body.message),
  );

  app.post(
    '/questions/:id/report/public',
    {
      config: { rateLimit: PUBLIC_REPORT_LIMIT },
      schema: {
        tags,
        summary: 'Report a mistake in a demo or shared quiz question, without sign-in',
        params: IdParams,
        body: QuestionReportBody,
        response: { 200: Ok },
      },
    },
    async (request) => reportPublicly(app.db, request.params.id, request.body.message, request.ip),
  );
}
