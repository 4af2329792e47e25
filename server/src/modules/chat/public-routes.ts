import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MessageFlags,
  PublicChat,
  PublicMessageParams,
  PublicSessionParams,
} from '@kyu/core/contract';
import * as chat from './service';

const tags = ['chat'];

const FLAGS = [
  { action: 'like', flag: 'liked', operationId: 'likePublicChatMessage' },
  { action: 'dislike', flag: 'disliked', operationId: 'dislikePublicChatMessage' },
] as const;

/** The public chat: no sign-in; the unguessable session id is the only key. */
export async function publicChatRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/chat/public/:sessionId',
    {
      schema: {
        tags,
        operationId: 'getPublicChat',
        summary: "A public chat session's messages",
        params: PublicSessionParams,
        response: { 200: PublicChat },
      },
    },
    async (request) => chat.publicMessages(app.db, request.params.sessionId),
  );

  for (const { action, flag, operationId } of FLAGS) {
    app.post(
      `/chat/public/:session/:message/${action}`,
      {
        schema: {
          tags,
          operationId,
          summary: `Toggle ${flag} on a reply in a public chat session`,
          params: PublicMessageParams,
          response: { 200: MessageFlags },
        },
      },
      async (request) =>
        chat.flipPublic(app.db, request.params.session, request.params.message, flag),
    );
  }
}
