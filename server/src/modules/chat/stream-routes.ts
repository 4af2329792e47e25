import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ConversationTitle,
  PublicSessionParams,
  PublicStreamBody,
  StreamQuery,
} from '@kyu/core/contract';
import { documentedMultipart } from '../../providers/files/multipart';
import { coachPrompt } from '../prompts/service';
import { principalOf } from '../sessions/plugin';
import { readChatForm } from './chat-form';
import { goneSignal } from './client-gone';
import { CHAT_LIMITS } from './limits';
import * as chat from './service';
import { openEventStream } from './sse';
import { CHAT_FORM, EVENT_STREAM_RESPONSE } from './stream-docs';

const tags = ['chat'];

/** The calls that stream the coach's answers, signed in and public. */
export async function chatStreamRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const portalOrigin = new URL(app.config.publicUrl).origin;
  // Read per request, so whatever model the app holds now is the one that answers.
  const coach = (): chat.CoachDeps => ({
    db: app.db,
    chatModel: app.chatModel,
    retrieve: app.retrieve,
    coachPrompt,
    log: app.log,
  });

  app.post(
    '/chat/stream',
    {
      preHandler: app.requireUser,
      config: { rateLimit: CHAT_LIMITS.userStreams },
      validatorCompiler: documentedMultipart,
      schema: {
        tags,
        operationId: 'askCoach',
        summary:
          "Ask the coach; the answer streams as Server-Sent Events, grounded in the school's documents",
        consumes: ['multipart/form-data'],
        querystring: StreamQuery,
        body: CHAT_FORM,
        response: EVENT_STREAM_RESPONSE,
      },
    },
    async (request, reply) =>
      chat.answerStudent(
        coach(),
        principalOf(request),
        await readChatForm(request),
        request.query.thread_id,
        () => openEventStream(reply),
      ),
  );

  app.post(
    '/chat/public/stream/:sessionId',
    {
      config: { rateLimit: CHAT_LIMITS.publicStreams },
      schema: {
        tags,
        operationId: 'askCoachInPublic',
        summary:
          'Ask the coach without signing in; sessionId `new` opens a session (its id comes in the `thread` event)',
        description:
          "`school` names the embedding site; a page on another school's registered site may not name it (403).",
        params: PublicSessionParams,
        body: PublicStreamBody,
        response: EVENT_STREAM_RESPONSE,
      },
    },
    async (request, reply) =>
      chat.answerVisitor(
        coach(),
        request.params.sessionId,
        request.body,
        { ip: request.ip, origin: request.headers.origin, portalOrigin },
        () => openEventStream(reply),
      ),
  );

  app.post(
    '/chat/public/title/:sessionId',
    {
      config: { rateLimit: CHAT_LIMITS.publicTitles },
      schema: {
        tags,
        operationId: 'titlePublicChat',
        summary: "A public session's title, made from its first question",
        params: PublicSessionParams,
        response: { 200: ConversationTitle },
      },
    },
    async (request, reply) =>
      chat.publicTitle(
        { db: app.db, model: app.chatModel, log: request.log },
        request.params.sessionId,
        goneSignal(reply),
      ),
  );
}
