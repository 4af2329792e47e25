import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/problem';
import { hashSession, type Holder } from './sessions';

/** A `session_id` names an anonymous attempt; without one the caller must be signed in. */
export function holderOf(request: FastifyRequest, sessionId: string | undefined): Holder {
  if (sessionId !== undefined) return { sessionHash: hashSession(sessionId) };
  if (!request.principal) throw unauthorized();
  return { userId: request.principal.userId };
}

/**
 * The route config of a call `holderOf` answers: it reads a token without requiring one (a guest's
 * demo attempt is held by its session_id), which the OpenAPI document states as optional security.
 */
export const HELD = { signIn: 'optional' } as const;
