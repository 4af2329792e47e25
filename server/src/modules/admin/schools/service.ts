import { randomBytes } from 'node:crypto';
import {
  COLOUR_KEYS,
  IMAGE_KEYS,
  type AdminSchool,
  type AdminSchoolInput,
  type ImageKey,
} from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { publish } from '../../../db/invalidation';
import { UNIQUE_VIOLATION, databaseError } from '../../../lib/db-errors';
import { schoolDomainOf } from '../../../lib/domains';
import { conflict, forbidden, notFound } from '../../../lib/problem';
import type { FileStore } from '../../../providers/files';
import type { ImageUpload } from '../../../providers/files/upload';
import type { ParsedList } from '../../../lib/list-query';
import {
  isSuperAdmin,
  requireSuperAdmin,
  schoolAsked,
  type AdminScope,
} from '../../../lib/admin-scope';
import { classesOfSchool } from '../../classes/service';
import * as q from './queries';

export function schoolJson(row: q.SchoolRow): AdminSchool {
  return {
    id: row.id,
    school_name: row.schoolName,
    domain_name: row.domainName,
    page_title: row.pageTitle,
    terms_text: row.termsText,
    privacy_text: row.privacyText,
    colours: Object.fromEntries(
      COLOUR_KEYS.map((k) => [k, row.colours[k] ?? null]),
    ) as AdminSchool['colours'],
    images: Object.fromEntries(
      IMAGE_KEYS.map((k) => [k, row.images[k] ?? null]),
    ) as AdminSchool['images'],
    is_active: row.isActive,
    leagues_enabled: row.leaguesEnabled,
    league_scope: row.leagueScope,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSchools(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.SchoolSort, q.SchoolFilter>,
) {
  const page = await q.listSchools(db, list, scope.schoolId);
  return { rows: page.rows.map(schoolJson), total: page.total };
}

/** A school the admin may see; others are answered as missing, as if they did not exist. */
export async function visibleSchool(db: Db, scope: AdminScope, id: number) {
  const row = isSuperAdmin(scope) || scope.schoolId === id ? await q.findSchool(db, id) : undefined;
  if (!row) throw notFound('No such school.');
  return row;
}

export const getSchool = async (db: Db, scope: AdminScope, id: number) =>
  schoolJson(await visibleSchool(db, scope, id));

/**
 * The active classes of a school, for its page in the console: another school's are refused
 * (403) to a school admin, and an unknown school is 404.
 */
export async function schoolClasses(db: Db, scope: AdminScope, id: number) {
  schoolAsked(scope, id, 'classes');
  await visibleSchool(db, scope, id);
  return classesOfSchool(db, id);
}

const domainTaken = () =>
  conflict('Another school already uses this domain name.', { domain_name: ['is already in use'] });

/** Only the fields of the input: react-admin sends the whole record back, id and images included. */
function columnsOf(input: AdminSchoolInput, current?: q.SchoolRow) {
  return {
    schoolName: input.school_name.trim(),
    ...(input.domain_name !== undefined ? { domainName: schoolDomainOf(input.domain_name) } : {}),
    ...(input.page_title !== undefined ? { pageTitle: input.page_title?.trim() || null } : {}),
    ...(input.terms_text !== undefined ? { termsText: input.terms_text?.trim() || null } : {}),
    ...(input.privacy_text !== undefined
      ? { privacyText: input.privacy_text?.trim() || null }
      : {}),
    ...(input.colours ? { colours: { ...(current?.colours ?? {}), ...input.colours } } : {}),
    ...(input.leagues_enabled !== undefined ? { leaguesEnabled: input.leagues_enabled } : {}),
    ...(input.league_scope !== undefined ? { leagueScope: input.league_scope } : {}),
  };
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseError(error)?.code === UNIQUE_VIOLATION) throw domainTaken();
    throw error;
  }
}

export async function createSchool(db: Db, scope: AdminScope, input: AdminSchoolInput) {
  requireSuperAdmin(scope, 'add schools');
  const row = await saving(() =>
    q.insertSchool(db, { ...columnsOf(input), isActive: input.is_active ?? true }),
  );
  await publish(db, 'schools');
  return schoolJson(row);
}

export async function updateSchool(db: Db, scope: AdminScope, id: number, input: AdminSchoolInput) {
  const current = await visibleSchool(db, scope, id);
  const activation = input.is_active !== undefined && input.is_active !== current.isActive;
  if (activation && !isSuperAdmin(scope)) {
    throw forbidden('Only a Kyu administrator can activate or deactivate a school.');
  }
  const row = await saving(() =>
    q.updateSchool(db, id, {
      ...columnsOf(input, current),
      ...(activation ? { isActive: input.is_active } : {}),
    }),
  );
  await publish(db, 'schools');
  return schoolJson(row);
}

/**
 * Deleting a school that users, classes or courses belong to would orphan them, so such a school
 * is deactivated instead (its domain stops answering white-label and CORS); an unused one, such
 * as a typo, is deleted. Either way the answer is the record, as react-admin expects.
 */
export async function deleteSchool(db: Db, scope: AdminScope, id: number) {
  requireSuperAdmin(scope, 'remove schools');
  const current = await visibleSchool(db, scope, id);
  const referenced = await q.schoolIsReferenced(db, id);
  const row = referenced ? await q.updateSchool(db, id, { isActive: false }) : current;
  if (!referenced) await q.deleteSchool(db, id);
  await publish(db, 'schools');
  return schoolJson(row);
}

/** Puts an uploaded image in (or, without one, clears) a white-label slot; the file it replaces is removed. */
export async function setSchoolImage(
  deps: { db: Db; files: FileStore },
  scope: AdminScope,
  id: number,
  slot: ImageKey,
  readUpload: (() => Promise<ImageUpload>) | null,
) {
  const current = await visibleSchool(deps.db, scope, id);
  const image = readUpload ? await readUpload() : null;
  const url = image
    ? await deps.files.put(
        `schools/${id}-${slot}-${randomBytes(6).toString('hex')}.${image.ext}`,
        image.bytes,
        image.mime,
      )
    : null;
  const row = await q.updateSchool(deps.db, id, { images: { ...current.images, [slot]: url } });
  const previous = current.images[slot];
  if (previous) await deps.files.remove(previous);
  return schoolJson(row);
}
