import type { SubmitStreamEvents, SubmittedEvaluation } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import type { SendEvent as Send } from '../../../lib/event-stream';
import type { QuestionCache } from '../../questions/service';

/** Sends one event of a submit stream; a no-op once the client has gone. */
export type SendEvent = Send<SubmitStreamEvents>;

/**
 * Marking to stream: it sends its events to `send` and resolves when it is done; `signal`
 * aborts when the client leaves, which never stops marking, only waiting.
 */
export type MarkingRun = (stream: { send: SendEvent; signal: AbortSignal }) => Promise<void>;

/** The answers sent with a submit, and a spoken answer when one came. */
export interface SubmitForm {
  evaluations: SubmittedEvaluation[];
  audio: { bytes: Buffer; type: string } | null;
}

/** What reading a quiz takes: the database, and the question bank's questions as kept. */
export interface QuizReader {
  db: Db;
  questions: QuestionCache;
}
