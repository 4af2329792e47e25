import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamEvents } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import type { EventStream } from '../../../lib/event-stream';
import type { ChatModel, Retriever } from '../../../providers/llm/types';

/** What answering a question needs from the app; the routes pass the app's own. */
export interface CoachDeps {
  db: Db;
  chatModel: ChatModel;
  retrieve: Retriever;
  coachPrompt: (db: Db, schoolId: number | null) => Promise<string>;
  log: FastifyBaseLogger;
  idleMs?: number;
}

/** The coach's reply stream: `thread`, `user_message`, `delta`, `message`, `error`, `done`. */
export type AnswerStream = EventStream<ChatStreamEvents>;

/** Opens the reply stream once a question has passed its checks. */
export type OpenStream = () => AnswerStream;
