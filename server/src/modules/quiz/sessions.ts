import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/problem';
import type { AttemptRow } from './present';

/** Who holds an attempt: a signed-in student, or whoever has an anonymous attempt's session id. */
export type Holder = { userId: number } | { sessionHash: string };

/** A new anonymous attempt's session id: 32 random bytes, base64url; only its hash is stored. */
export const newSessionId = () => randomBytes(32).toString('base64url');

export const hashSession = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('hex');

/** A `session_id` names an anonymous attempt; without one the caller must be signed in. */
export function holderOf(request: FastifyRequest, sessionId: string | undefined): Holder {
  if (sessionId !== undefined) return { sessionHash: hashSession(sessionId) };
  if (!request.principal) throw unauthorized();
  return { userId: request.principal.userId };
}

export const holds = (holder: Holder, attempt: AttemptRow) =>
  'userId' in holder
    ? attempt.studentId === holder.userId
    : attempt.sessionHash !== null && attempt.sessionHash === holder.sessionHash;
