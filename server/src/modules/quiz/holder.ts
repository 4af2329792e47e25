import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/problem';
import { hashSession, type Holder } from './sessions';

/** A `session_id` names an anonymous attempt; without one the caller must be signed in. */
export function holderOf(request: FastifyRequest, sessionId: string | undefined): Holder {
  if (sessionId !== undefined) return { sessionHash: hashSession(sessionId) };
  if (!request.principal) throw unauthorized();
  return { userId: request.principal.userId };
}
