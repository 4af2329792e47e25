import { createHash, randomBytes } from 'node:crypto';
import type { AttemptRow } from './queries';

/** Who holds an attempt: a signed-in student, or whoever has an anonymous attempt's session id. */
export type Holder = { userId: number } | { sessionHash: string };

/** A new anonymous attempt's session id: 32 random bytes, base64url; only its hash is stored. */
export const newSessionId = () => randomBytes(32).toString('base64url');

export const hashSession = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('hex');

export const holds = (holder: Holder, attempt: AttemptRow) =>
  'userId' in holder
    ? attempt.studentId === holder.userId
    : attempt.sessionHash !== null && attempt.sessionHash === holder.sessionHash;
