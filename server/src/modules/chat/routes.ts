import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChatList,
  ChatListQuery,
  ChatMessage,
  GenerateBody,
  Generated,
  IdParams,
  MessageFlags,
  SpeechBody,
  SpeechQuery,
  SurveyResponseBody,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { answerSurvey, generate } from './generate';
import { flipOwn, listMessages } from './history';
import { CHAT_LIMITS } from './limits';
import type { Flag } from './queries';
import { speakMessage } from './speech';

const tags = ['chat'];
const AUDIO = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const FLAGS: Record<'like' | 'dislike' | 'bookmark', Flag> = {
  like: 'liked',
  dislike: 'disliked',
  bookmark: 'bookmarked',
};

/** A signed-in student's history, flags, nudges and survey answers (calls.md, Chat). */
export async function chatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };

  app.get(
    '/chat',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Chat history (newest page first, oldest-first within a page) or bookmarks',
        querystring: ChatListQuery,
        response: { 200: ChatList },
      },
    },
    async (request) => listMessages(app.db, principalOf(request).userId, request.query),
  );

  for (const [action, flag] of Object.entries(FLAGS)) {
    app.post(
      `/chat/:id/${action}`,
      {
        ...signedIn,
        schema: {
          tags,
          summary: `Toggle ${flag} on one of your messages${flag === 'liked' ? ' (clears a dislike)' : flag === 'disliked' ? ' (clears a like)' : ''}`,
          params: IdParams,
          response: { 200: MessageFlags },
        },
      },
      async (request) => flipOwn(app.db, principalOf(request).userId, request.params.id, flag),
    );
  }

  app.post(
    '/chat/generate',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'A nudge for a tutor prompt trigger or quiz coaching moment, or survey questions',
        body: GenerateBody,
        response: { 200: Generated },
      },
    },
    async (request) => generate(app.db, principalOf(request), request.body, Math.random),
  );

  app.post(
    '/chat/:id/survey-response',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Answer a survey question message (once)',
        params: IdParams,
        body: SurveyResponseBody,
        response: { 200: ChatMessage },
      },
    },
    async (request) =>
      answerSurvey(
        app.db,
        principalOf(request).userId,
        request.params.id,
        request.body.response_value,
      ),
  );

  app.post(
    '/chat/:id/speech',
    {
      ...signedIn,
      config: { rateLimit: CHAT_LIMITS.speech },
      schema: {
        tags,
        summary: 'Read text of one of your messages aloud; answers the audio',
        params: IdParams,
        querystring: SpeechQuery,
        body: SpeechBody,
        response: {
          200: {
            description:
              "The audio, in the synthesizer's format (WAV offline, MP3 or WAV from an API)",
            content: { 'audio/*': { schema: AUDIO } },
          },
        },
      },
    },
    async (request, reply) => {
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      try {
        const { audio, mimeType } = await speakMessage(
          app,
          principalOf(request).userId,
          request.params.id,
          request.body.text,
          gone.signal,
        );
        return reply.type(mimeType).header('cache-control', 'private, max-age=86400').send(audio);
      } catch (error) {
        // A listener who leaves mid-synthesis (a page change) is no server failure to log.
        if (!gone.signal.aborted) throw error;
        request.log.info('speech abandoned: the client left before the audio was ready');
        // The socket is closed: nothing can be sent, so Fastify must not try.
        return reply.hijack();
      }
    },
  );
}
