import { UserRole } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { HttpProblem } from '../../../lib/problem';
import { findUserByEmail, findUserById, type AuthUser } from '../queries';
import { insertWithUsername } from '../usernames';
import type { EmbedClaims } from './claims';
import { embedAccountProblems } from './problems';
import { findLinkedUserId, insertIdentityLink } from './queries';

/**
 * The pupil a school's token names, in that school only: the account its user id signed in as
 * before; else the school's pupil with its e-mail, linked now; else a new pupil of the school.
 * An e-mail of another school's account, of no school's, or of a teacher is never linked.
 */
export async function embedAccount(
  db: Db,
  schoolId: number,
  claims: EmbedClaims,
  retry = true,
): Promise<{ user: AuthUser; created: boolean }> {
  const linkedId = await findLinkedUserId(db, schoolId, claims.sub);
  if (linkedId !== undefined) {
    const user = (await findUserById(db, linkedId))!;
    if (user.schoolId !== schoolId) throw embedAccountProblems.movedSchool();
    return { user, created: false };
  }
  const byEmail = await findUserByEmail(db, claims.email);
  if (byEmail) {
    if (byEmail.schoolId !== schoolId) throw embedAccountProblems.outsideSchool();
    if (byEmail.userRoleId !== UserRole.student) throw embedAccountProblems.notStudent();
    await link(db, schoolId, claims.sub, byEmail.id);
    return { user: byEmail, created: false };
  }
  let userId: number;
  try {
    userId = await insertWithUsername(
      db,
      {
        email: claims.email,
        passwordHash: null,
        firstName: claims.firstName,
        lastName: claims.lastName,
        userRoleId: UserRole.student,
        schoolId,
      },
      null,
    );
  } catch (error) {
    // Another exchange for this pupil (a second tab) made the account a moment ago: use it.
    const emailTaken = error instanceof HttpProblem && error.extra.errors?.['email'];
    if (retry && emailTaken) return embedAccount(db, schoolId, claims, false);
    throw error;
  }
  await link(db, schoolId, claims.sub, userId);
  return { user: (await findUserById(db, userId))!, created: true };
}

/** Links the school's user id to the account, unless either is linked to another already. */
async function link(db: Db, schoolId: number, externalId: string, userId: number) {
  if (await insertIdentityLink(db, { schoolId, externalId, userId })) return;
  // Refused: fine when a racing exchange made this same link, else the account has another id.
  if ((await findLinkedUserId(db, schoolId, externalId)) !== userId)
    throw embedAccountProblems.linkedElsewhere();
}
