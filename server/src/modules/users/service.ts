import { randomBytes } from 'node:crypto';
import type {
  ContactUsBody,
  EmailLookup,
  Onboarding,
  OnboardingUpdate,
  PolicyFlag,
  Profile,
  ProfilePic,
  ProfileUpdate,
} from '@kyu/core/contract';
import { UserRole, emptyOnboarding } from '@kyu/core/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { UNIQUE_VIOLATION, databaseError } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/problem';
import type { FileStore } from '../../providers/files';
import type { ImageUpload } from '../../providers/files/upload';
import { toAvatar } from '../../providers/files/avatar';
import type { Mailer } from '../../providers/mail';
import type { Principal } from '../sessions/service';
import * as q from './queries';

// Other modules (admin) read and change a user row through here, never through the queries.
export { findUser, updateUser, type UserRow } from './queries';

/** The stored answers with every key present: unanswered ones are null, or [] for lists. */
function fullOnboarding(stored: Partial<Onboarding>): Onboarding {
  const out = emptyOnboarding();
  for (const key of Object.keys(out) as (keyof Onboarding)[]) {
    if (stored[key] !== undefined) (out as Record<string, unknown>)[key] = stored[key];
  }
  return out;
}

async function currentUser(db: Db, userId: number) {
  const user = await q.findUser(db, userId);
  // The session check passed a moment ago; a user deleted since is signed out.
  if (!user) throw unauthorized();
  return user;
}

const profileOf = (user: q.UserRow): Profile => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  profile_pic_url: user.profilePicUrl,
});

export async function agreeToPolicy(db: Db, userId: number): Promise<PolicyFlag> {
  const user = await q.updateUser(db, userId, { hasAgreedPolicy: true });
  return { flag: { has_agreed_policy: user.hasAgreedPolicy } };
}

export async function getOnboarding(db: Db, userId: number): Promise<Onboarding> {
  const stored = await q.findOnboarding(db, userId);
  // The session check passed a moment ago; a user deleted since is signed out.
  if (!stored) throw unauthorized();
  return fullOnboarding(stored);
}

/**
 * Merges the given answers into the stored ones (a key sent as null clears it). The level also
 * becomes the user's academic level, which the teacher directory and courses filter on.
 */
export async function updateOnboarding(
  db: Db,
  userId: number,
  update: OnboardingUpdate,
): Promise<Onboarding> {
  const errors: Record<string, string[]> = {};
  const levelId = update.academic_level_id;
  if (typeof levelId === 'number' && !(await q.existingLevelIds(db, [levelId])).length) {
    errors.academic_level_id = ['is not a known academic level'];
  }
  if (update.subject_ids?.length) {
    const known = new Set(await q.existingSubjectIds(db, update.subject_ids));
    if (update.subject_ids.some((id) => !known.has(id)))
      errors.subject_ids = ['contains an unknown subject'];
  }
  if (Object.keys(errors).length)
    throw badRequest('Some answers refer to things that do not exist.', errors);

  const merged = fullOnboarding({ ...(await currentUser(db, userId)).onboarding, ...update });
  merged.subject_ids = [...new Set(merged.subject_ids)];
  await q.updateUser(db, userId, {
    onboarding: merged,
    ...(levelId !== undefined ? { academicLevelId: levelId } : {}),
  });
  return merged;
}

const emailTaken = () =>
  conflict('Another account already uses this e-mail address.', { email: ['is already in use'] });

export async function updateProfile(
  db: Db,
  userId: number,
  update: ProfileUpdate,
): Promise<Profile> {
  const email = update.email?.trim().toLowerCase();
  if (email && (await q.emailInUse(db, email, userId))) throw emailTaken();
  try {
    const user = await q.updateUser(db, userId, {
      ...(update.first_name !== undefined ? { firstName: update.first_name.trim() } : {}),
      ...(update.last_name !== undefined ? { lastName: update.last_name.trim() } : {}),
      ...(email ? { email } : {}),
    });
    return profileOf(user);
  } catch (error) {
    // Two accounts claiming the same address at the same moment: the unique index decides.
    if (databaseError(error)?.code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/**
 * Replaces a user's own profile picture, decoded and resized (`toAvatar`); the previous file is
 * removed once the new one is saved, and stays when the new one is refused.
 */
export async function setProfilePic(
  deps: { db: Db; files: FileStore },
  principal: Principal,
  userId: number,
  readUpload: () => Promise<ImageUpload>,
): Promise<ProfilePic> {
  if (principal.userId !== userId) throw forbidden('You may change only your own profile picture.');
  const before = await currentUser(deps.db, userId);
  const image = await toAvatar(await readUpload());
  const key = `profile-pics/${userId}-${randomBytes(8).toString('hex')}.${image.ext}`;
  const url = await deps.files.put(key, image.bytes, image.mime);
  await q.updateUser(deps.db, userId, { profilePicUrl: url });
  if (before.profilePicUrl) await deps.files.remove(before.profilePicUrl);
  return { profile_pic_url: url };
}

/**
 * Whether an address has an account the asking staff member may know of: in their own school,
 * or anywhere for Kyu's administrators (no school). Elsewhere answers like nowhere.
 */
export async function lookUpEmail(
  db: Db,
  staff: Pick<Principal, 'userRoleId' | 'schoolId'>,
  email: string,
): Promise<EmailLookup> {
  const normalised = email.trim().toLowerCase();
  const everySchool = staff.userRoleId === UserRole.admin && staff.schoolId === null;
  if (!everySchool && staff.schoolId === null) return { email: normalised, exists: false };
  const schoolId = everySchool ? undefined : (staff.schoolId ?? undefined);
  return { email: normalised, exists: await q.emailInSchool(db, normalised, schoolId) };
}

/**
 * Forwards a visitor's message to support; replying answers the visitor directly. The mail is
 * queued, so a mail server that is down delays it rather than refusing the visitor.
 */
export async function contactUs(
  deps: { db: Db; mailer: Mailer; config: Config },
  body: ContactUsBody,
) {
  const from = body.from_email.trim().toLowerCase();
  // The schema counts characters; a message of blanks would mail support nothing to read.
  if (!body.message.trim()) throw badRequest('Write a message.', { message: ['is empty'] });
  await deps.mailer.enqueue(deps.db, {
    to: deps.config.contactEmail,
    replyTo: from,
    subject: `Kyu contact form: message from ${from}`,
    text: `${from} wrote through the contact form:\n\n${body.message.trim()}\n`,
  });
  return { ok: true as const };
}
