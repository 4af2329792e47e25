import type {
  Child,
  ChildUpdate,
  CreateChildBody,
  LinkChildBody,
  ParentOnboarding,
  ProductOnboarding,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { databaseError, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { badRequest, conflict, forbidden } from '../../lib/problem';
import {
  assertPasswordRules,
  normaliseEmail,
  proveSignIn,
  startParentAccount,
  type MailContext,
  type PasswordLimits,
} from '../auth/service';
import { learnersWithAccess } from '../courses/service';
import { closeAllSessions } from '../sessions/service';
import type { Principal } from '../sessions/service';
import * as q from './queries';

type Step = ProductOnboarding['step'];

const notYours = () => forbidden('This is not one of your children.');
const unknownLevel = () =>
  badRequest('academic_level_id is not a known academic level.', {
    academic_level_id: ['is not a known academic level'],
  });
const usernameTaken = () =>
  conflict('This username is taken. Choose another.', { username: ['is taken'] });

/** A name as typed, trimmed; one of only spaces is refused like an empty one. */
function name(value: string, field: string) {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${field} is empty.`, { [field]: ['is empty'] });
  return trimmed;
}

/** Reads a write's database refusal as what the parent sent wrong. */
function refusal(error: unknown) {
  const problem = databaseError(error);
  if (problem?.code === FOREIGN_KEY_VIOLATION) return unknownLevel();
  if (problem?.code === UNIQUE_VIOLATION && problem.constraint?.startsWith('users_'))
    return usernameTaken();
  return error;
}

export const listChildren = (db: Db, parentId: number): Promise<Child[]> =>
  q.listChildren(db, parentId);

/**
 * Changes a child's names, level or password. Any id that is not one of the parent's children
 * answers 403, whether or not it exists. A new password signs the child out everywhere, as a
 * reset does, so whoever knew the old one is out.
 */
export async function updateChild(
  db: Db,
  parentId: number,
  childId: number,
  update: ChildUpdate,
): Promise<Child> {
  if (!(await q.findChild(db, parentId, childId))) throw notYours();
  if (update.password !== undefined) assertPasswordRules(update.password, 'password');
  const patch = {
    ...(update.first_name !== undefined
      ? { firstName: name(update.first_name, 'first_name') }
      : {}),
    ...(update.last_name !== undefined ? { lastName: name(update.last_name, 'last_name') } : {}),
    ...(update.academic_level_id !== undefined
      ? { academicLevelId: update.academic_level_id }
      : {}),
    ...(update.password !== undefined ? { passwordHash: await hashPassword(update.password) } : {}),
    ...(update.leagues_blocked !== undefined ? { leaguesBlocked: update.leagues_blocked } : {}),
  };
  await q.updateChild(db, childId, patch).catch((error: unknown) => {
    throw refusal(error);
  });
  if (update.password !== undefined) await closeAllSessions(db, childId);
  return (await q.findChild(db, parentId, childId))!;
}

/**
 * A new student account for the parent's child, in the parent's school, linked to the parent in
 * the same transaction. Children often have no e-mail, yet every account has a unique one: the
 * child's is made from the username under `.invalid`, a domain that never receives mail.
 */
export async function createChild(db: Db, parent: Principal, body: CreateChildBody) {
  assertPasswordRules(body.password, 'password');
  const username = body.username.toLowerCase();
  // Hashing is slow on purpose, so it happens before the transaction, not while holding it.
  const passwordHash = await hashPassword(body.password);
  const childId = await db
    .transaction(async (tx) => {
      const id = await q.insertStudent(tx, {
        email: `${username}@children.kyu.invalid`,
        username,
        passwordHash,
        firstName: name(body.first_name, 'first_name'),
        lastName: name(body.last_name, 'last_name'),
        userRoleId: UserRole.student,
        schoolId: parent.schoolId,
        academicLevelId: body.academic_level_id,
      });
      await q.insertLink(tx, parent.userId, id);
      return id;
    })
    .catch((error: unknown) => {
      throw refusal(error);
    });
  return (await q.findChild(db, parent.userId, childId))!;
}

/**
 * Links a child's existing student account after the parent proves its sign-in. The proof
 * counts as a sign-in attempt (so guessing here locks the account as guessing at sign-in
 * does); a wrong name or password answers 400 without saying which. A child may have several
 * parents; linking the same child twice answers 409.
 */
export async function linkChild(
  ctx: MailContext & { limits: PasswordLimits },
  parentId: number,
  body: LinkChildBody,
  meta: { ip: string; now: Date },
): Promise<Child> {
  const account = await proveSignIn(
    ctx,
    { identifier: body.username_or_email.trim(), password: body.password, ip: meta.ip },
    meta.now,
  );
  if (!account) {
    throw badRequest('The username or password is wrong.', {
      username_or_email: ['or the password is wrong'],
    });
  }
  if (account.userRoleId !== UserRole.student) {
    throw badRequest('Only a student account can be linked as a child.', {
      username_or_email: ['is not a student account'],
    });
  }
  if (!(await q.insertLink(ctx.db, parentId, account.id))) {
    throw conflict('This child is already linked to your account.');
  }
  return (await q.findChild(ctx.db, parentId, account.id))!;
}

/** How far a parent is: no child yet, children without a course, or a child with one. */
async function stepOf(db: Db, children: Child[], now: Date): Promise<Step> {
  if (!children.length) return 'child';
  const learning = await learnersWithAccess(
    db,
    children.map((c) => c.id),
    now,
  );
  return learning.length ? 'done' : 'courses';
}

/** `GET /users/onboarding/{product}/parent`: the signed-in parent's step and children. */
export async function parentOnboarding(
  db: Db,
  parentId: number,
  now: Date,
): Promise<ParentOnboarding> {
  const children = await q.listChildren(db, parentId);
  return { step: await stepOf(db, children, now), children };
}

/**
 * Where an e-mail stands on the buy page. Only its owner, signed in, learns how far a parent
 * account got; anyone else typing it learns only that it has an account (`child`, the step
 * that follows signing in), which sign-up's 409 tells anyway, and not whether they bought.
 * An e-mail of a student or staff account is 409: the buy page is for parents.
 */
export async function productOnboarding(
  db: Db,
  caller: Principal | null,
  email: string,
  now: Date,
): Promise<ProductOnboarding> {
  const address = normaliseEmail(email);
  const account = await q.findAccountByEmail(db, address);
  if (!account) return { email: address, step: 'account' };
  if (account.userRoleId !== UserRole.parent) {
    throw conflict(
      'This e-mail belongs to a student or staff account; the buy page is for parents.',
      {
        email: ['is not a parent account'],
      },
    );
  }
  if (caller?.userId !== account.id) return { email: address, step: 'child' };
  return { email: address, step: await stepOf(db, await q.listChildren(db, account.id), now) };
}

/**
 * `POST /users/onboarding/{product}`: a parent account for a new e-mail, waiting for the
 * password its mailed link sets; then answers as `GET` does.
 */
export async function startProductOnboarding(
  ctx: MailContext,
  caller: Principal | null,
  email: string,
  now: Date,
): Promise<ProductOnboarding> {
  await startParentAccount(ctx, email, now);
  return productOnboarding(ctx.db, caller, email, now);
}
