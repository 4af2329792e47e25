import type { Db } from '../../../db/client';
import { notFound, unauthorized } from '../../../lib/problem';
import * as q from '../queries';

export const threadNotFound = () => notFound('No such conversation.');

/**
 * The thread a signed-in user writes to: the one named (their own, else 404), or else the one
 * they used last, so that one conversation carries on across visits; a first one is opened.
 */
export async function userThread(
  db: Db,
  user: { userId: number; schoolId: number | null },
  threadId?: number,
): Promise<q.ThreadRow> {
  if (threadId !== undefined) {
    const named = await q.findUserThread(db, user.userId, threadId);
    if (!named) throw threadNotFound();
    return named;
  }
  return (
    (await q.latestUserThread(db, user.userId)) ??
    (await q.insertThread(db, { userId: user.userId, schoolId: user.schoolId }))
  );
}

/**
 * The signed-in student's first name, the thread a question of theirs goes to (as `userThread`
 * finds it) and its conversation so far, newest `history` messages, read together.
 */
export async function studentInThread(
  db: Db,
  user: { userId: number; schoolId: number | null },
  threadId: number | undefined,
  history: number,
) {
  const found = await q.studentWithThread(db, user.userId, threadId, history);
  // The session check passed a moment ago; a user deleted since is signed out.
  if (!found) throw unauthorized();
  const { firstName, thread, conversation } = found;
  if (thread) return { firstName, thread, conversation };
  if (threadId !== undefined) throw threadNotFound();
  const opened = await q.insertThread(db, { userId: user.userId, schoolId: user.schoolId });
  return { firstName, thread: opened, conversation: [] };
}

/** The signed-in student's first name, as the tutor addresses them. */
export async function studentOf(db: Db, userId: number) {
  const student = await q.studentOf(db, userId);
  // The session check passed a moment ago; a user deleted since is signed out.
  if (!student) throw unauthorized();
  return student;
}
