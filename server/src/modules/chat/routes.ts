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
import { abandoned, goneSignal } from './client-gone';
import { CHAT_LIMITS } from './limits';
import type { Flag } from './queries';
import * as chat from './service';

const tags = ['chat'];
const AUDIO = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const FLAGS = {
  like: { flag: 'liked', operationId: 'likeChatMessage', note: ' (clears a dislike)' },
  dislike: { flag: 'disliked', operationId: 'dislikeChatMessage', note: ' (clears a like)' },
  bookmark: { flag: 'bookmarked', operationId: 'bookmarkChatMessage', note: '' },
} satisfies Record<string, { flag: Flag; operationId: string; note: string }>;

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
        operationId: 'listChatMessages',
        summary: 'Chat history (newest page first, oldest-first within a page) or bookmarks',
        querystring: ChatListQuery,
        response: { 200: ChatList },
      },
    },
    async (request) => chat.listMessages(app.db, principalOf(request).userId, request.query),
  );

  for (const [action, { flag, operationId, note }] of Object.entries(FLAGS)) {
    app.post(
      `/chat/:id/${action}`,
      {
        ...signedIn,
        schema: {
          tags,
          operationId,
          summary: `Toggle ${flag} on one of your messages${note}`,
          params: IdParams,
          response: { 200: MessageFlags },
        },
      },
      async (request) => chat.flipOwn(app.db, principalOf(request).userId, request.params.id, flag),
    );
  }

  app.post(
    '/chat/generate',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'generateChatMessages',
        summary: 'A nudge for a tutor prompt trigger or quiz coaching moment, or survey questions',
        description:
          "The coach's own messages never repeat: at most one greeting (tutor prompt 1 or 3) a day, and " +
          'any other kind once a day, or for quiz coaching once for the quiz the student is doing that day. ' +
          "A repeat saves nothing and answers `messages: []`. The day is the student's, in their time zone.",
        body: GenerateBody,
        response: { 200: Generated },
      },
    },
    async (request) =>
      chat.generate(app.db, principalOf(request), request.body, Math.random, app.clock()),
  );

  app.post(
    '/chat/:id/survey-response',
    {
      ...signedIn,
      schema: {
        tags,
        operationId: 'answerChatSurvey',
        summary: 'Answer a survey question message (once)',
        params: IdParams,
        body: SurveyResponseBody,
        response: { 200: ChatMessage },
      },
    },
    async (request) =>
      chat.answerSurvey(
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
        operationId: 'speakChatMessage',
        summary: 'Read text of one of your messages aloud; answers the audio',
        // 422: nothing in the text to say; 503: the voice is busy (Retry-After) or down.
        problems: [422, 503],
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
      const gone = goneSignal(reply);
      try {
        const { audio, mimeType } = await chat.speakMessage(
          app,
          principalOf(request).userId,
          request.params.id,
          request.body.text,
          gone,
        );
        return reply.type(mimeType).header('cache-control', 'private, max-age=86400').send(audio);
      } catch (error) {
        return abandoned(request, reply, gone, error);
      }
    },
  );
}
