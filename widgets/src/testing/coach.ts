// Test-only: the coach's stores afresh, and a student whose tutor stays quiet.
import { resetChat } from '@kyu/core/chat';
import { $user } from '@kyu/core/session';
import { StorageKey } from '@kyu/core/storage';
import { makeSessionUser } from '@kyu/test-support/data';
import { resetCore } from '@kyu/core/testing';

/** Fresh storage and an empty conversation; returns the session storage area. */
export function freshChat(): Storage {
  const { session } = resetCore();
  resetChat();
  return session;
}

/** A signed-in student whose tutor prompts have all shown this session, so none is fetched. */
export function quietStudent(session: Storage): void {
  session.setItem(StorageKey.tutorShown, JSON.stringify([...Array(13)].map((_, i) => i + 1)));
  $user.set(makeSessionUser());
}
