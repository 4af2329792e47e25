import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChatList,
  ChatListQuery,
  ChatMessage,
  GenerateBody,
  Generated,
  IdParams,
  MessageFlags,
  SurveyResponseBody,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { answerSurvey, generate } from './generate';
import { flipOwn, listMessages } from './history';
import type { Flag } from './queries';

const tags = ['chat'];

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
}
