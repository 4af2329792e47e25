import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MessageFlags,
  PublicChat,
  PublicMessageParams,
  PublicSessionParams,
} from '@kyu/core/contract';
import { flipPublic, publicMessages } from './public';

const tags = ['chat'];

/** The public chat: no sign-in; the unguessable session id is the only key. */
export async function publicChatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/chat/public/:sessionId',
    {
      schema: {
        tags,
        summary: "A public chat session's messages",
        params: PublicSessionParams,
        response: { 200: PublicChat },
      },
    },
    async (request) => publicMessages(app.db, request.params.sessionId),
  );

  for (const [action, flag] of [
    ['like', 'liked'],
    ['dislike', 'disliked'],
  ] as const) {
    app.post(
      `/chat/public/:session/:message/${action}`,
      {
        schema: {
          tags,
          summary: `Toggle ${flag} on a reply in a public chat session`,
          params: PublicMessageParams,
          response: { 200: MessageFlags },
        },
      },
      async (request) => flipPublic(app.db, request.params.session, request.params.message, flag),
    );
  }
}
