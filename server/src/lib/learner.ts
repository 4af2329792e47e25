import { UserRole } from '@kyu/core/contract';
import type { Queryable } from '../db/client';
import { isParentOf } from '../db/families';
import { badRequest, forbidden } from './problem';

/**
 * The learner a call acts for: the signed-in student themselves, or a parent's child named by
 * `field` (`child_id`, `student_id`). A parent must name one; anyone naming someone who is not
 * their child gets 403, whether or not that id exists, so the answer tells nobody who does.
 */
export async function learnerFor(
  db: Queryable,
  caller: { userId: number; userRoleId: number },
  named: number | undefined,
  field: string,
): Promise<number> {
  if (named === undefined || named === caller.userId) {
    if (caller.userRoleId === UserRole.parent) {
      throw badRequest('Choose which of your children this is for.', {
        [field]: ['is required for a parent'],
      });
    }
    return caller.userId;
  }
  if (caller.userRoleId !== UserRole.parent || !(await isParentOf(db, caller.userId, named))) {
    throw forbidden('You may act only for your own children.');
  }
  return named;
}
