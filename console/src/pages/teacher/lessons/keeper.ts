import { useStore } from '@nanostores/react';
import { $user, UserRole } from '@kyu/core';

/**
 * Whose lessons the signed-in user keeps, as the lesson pages word and wire them: an admin's
 * school's (assigned through `GET /classes`, as a teacher's through their own classes), or, for
 * Kyu's administrators (an admin of no school), Kyu's catalogue, which reaches students through
 * their courses rather than a class.
 */
export const useLessonKeeper = () => {
  const user = useStore($user);
  const admin = user?.user_role_id === UserRole.admin;
  return { admin, kyu: admin && user.school_id === null };
};
