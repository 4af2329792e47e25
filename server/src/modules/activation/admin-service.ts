import type {
  ActivationBatch,
  ActivationBatchInput,
  AdminActivationCode,
  CodeState,
  CourseActivation,
  CourseActivationBody,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { schoolExists } from '../../db/schools';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import type { ParsedList } from '../../lib/list-query';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import { coursesByIds, grantAccess } from '../courses/service';
import { findUser } from '../users/service';
import { generateCode } from './codes';
import { csvLine } from './csv';
import * as q from './admin-queries';

type BatchListRow = NonNullable<Awaited<ReturnType<typeof q.findBatch>>>;
type CodeListRow = Awaited<ReturnType<typeof q.codesOfBatch>>[number];

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const batchJson = ({
  row,
  redeemed,
  courseIds,
  expiresAt,
  accessDays,
}: BatchListRow): ActivationBatch => ({
  id: row.id,
  name: row.name,
  school_id: row.schoolId,
  created_by: row.createdBy,
  count: row.count,
  redeemed_count: Number(redeemed),
  course_ids: [...courseIds].map(Number).sort((a, b) => a - b),
  expires_at: iso(expiresAt),
  access_days: accessDays,
  created_at: row.createdAt.toISOString(),
});

const codeJson = ({ row, state }: CodeListRow): AdminActivationCode => ({
  id: row.id,
  code: row.code,
  batch_id: row.batchId,
  school_id: row.schoolId,
  state,
  expires_at: iso(row.expiresAt),
  access_days: row.accessDays,
  redeemed_by: row.redeemedBy,
  redeemed_for: row.redeemedFor,
  redeemed_at: iso(row.redeemedAt),
  created_at: row.createdAt.toISOString(),
});

/** The school a batch belongs to: a school admin's own always; a super admin's choice. */
async function batchSchool(db: Db, scope: AdminScope, asked: number | null | undefined) {
  if (!isSuperAdmin(scope)) {
    if (asked !== undefined && asked !== scope.schoolId)
      throw forbidden('A school administrator makes codes for their own school only.');
    return scope.schoolId;
  }
  if (asked === undefined || asked === null) return null;
  if (!(await schoolExists(db, asked)))
    throw badRequest('school_id is not a known school.', { school_id: ['is not a known school'] });
  return asked;
}

/**
 * The courses named, each Kyu's or the school's own, so a code never unlocks another school's;
 * another school's course answers 404 as one that does not exist, as `GET /courses/{id}` does.
 */
async function courseIdsFor(db: Db, schoolId: number | null, asked: readonly number[]) {
  const ids = [...new Set(asked)];
  const found = await coursesByIds(db, ids);
  const usable = found.filter((c) => c.school_id === null || c.school_id === schoolId);
  if (usable.length !== ids.length) {
    const missing = ids.filter((id) => !usable.some((c) => c.id === id));
    throw notFound(`No such course: ${missing.join(', ')}.`);
  }
  return ids;
}

function futureDate(value: string | null | undefined, field: string, now: Date) {
  if (value === undefined || value === null) return null;
  const at = new Date(value);
  if (!(at > now))
    throw badRequest(`${field} must be in the future.`, { [field]: ['must be in the future'] });
  return at;
}

/**
 * Generates a batch of unguessable codes, all unlocking the same courses. A code that happens
 * to exist already is drawn again (with 58 random bits it practically never does).
 */
export async function createBatch(
  db: Db,
  scope: AdminScope,
  input: ActivationBatchInput,
  now: Date,
): Promise<ActivationBatch> {
  const schoolId = await batchSchool(db, scope, input.school_id);
  const courseIds = await courseIdsFor(db, schoolId, input.course_ids);
  const expiresAt = futureDate(input.expires_at, 'expires_at', now);
  const name = input.name.trim();
  if (!name) throw badRequest('name is empty.', { name: ['is empty'] });
  const batchId = await db.transaction(async (tx) => {
    const batch = await q.insertBatch(tx, {
      name,
      schoolId,
      createdBy: scope.userId,
      count: input.count,
    });
    for (let left = input.count; left > 0;) {
      const codes = Array.from({ length: left }, () => ({
        code: generateCode(),
        batchId: batch.id,
        schoolId,
        expiresAt,
        accessDays: input.access_days ?? null,
      }));
      const added = await q.insertCodes(tx, codes);
      await q.insertCodeCourses(tx, added, courseIds);
      left -= added.length;
    }
    return batch.id;
  });
  return getBatch(db, scope, batchId);
}

export async function getBatch(db: Db, scope: AdminScope, id: number): Promise<ActivationBatch> {
  const row = await q.findBatch(db, id, scope.schoolId);
  if (!row) throw notFound('No such batch of codes.');
  return batchJson(row);
}

export async function listBatches(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.BatchSort, q.BatchFilter>,
) {
  const page = await q.listBatches(db, list, scope.schoolId);
  return { rows: page.rows.map(batchJson), total: page.total };
}

const STATES: readonly CodeState[] = ['valid', 'used', 'expired'];

export async function listCodes(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.CodeSort, q.CodeFilter>,
  now: Date,
) {
  const state = list.filter.state ?? null;
  if (state !== null && !STATES.includes(state as CodeState)) {
    throw badRequest('filter.state must be valid, used or expired.', {
      'filter.state': ['must be valid, used or expired'],
    });
  }
  const page = await q.listCodes(db, list, {
    onlySchoolId: scope.schoolId,
    state: state as CodeState | null,
    at: now,
  });
  return { rows: page.rows.map(codeJson), total: page.total };
}

/** A batch's codes as CSV with a header row, for printing onto cards or mailing. */
export async function batchCsv(db: Db, scope: AdminScope, id: number, now: Date) {
  const batch = await getBatch(db, scope, id);
  const codes = await q.codesOfBatch(db, id, now);
  const lines = codes
    .map(codeJson)
    .map((c) => csvLine([c.code, batch.name, c.state, c.expires_at, c.access_days, c.redeemed_at]));
  const header = csvLine(['code', 'batch', 'state', 'expires_at', 'access_days', 'redeemed_at']);
  return { name: batch.name, csv: header + lines.join('') };
}

/**
 * An admin gives a student a course by hand (course_access source 'admin'), until `ends_at` or
 * with no end. Giving the same course again replaces the end. A school admin reaches their own
 * school's students and courses (and Kyu's catalogue); anything else answers 404 as missing.
 */
export async function activateCourse(
  db: Db,
  scope: AdminScope,
  body: CourseActivationBody,
  now: Date,
): Promise<CourseActivation> {
  const learner = await findUser(db, body.child_id);
  if (
    !learner ||
    learner.userRoleId !== UserRole.student ||
    (!isSuperAdmin(scope) && learner.schoolId !== scope.schoolId)
  )
    throw notFound('No such student.');
  const [course] = await coursesByIds(db, [body.course_id]);
  if (
    !course ||
    (!isSuperAdmin(scope) && course.school_id !== null && course.school_id !== scope.schoolId)
  )
    throw notFound('No such course.');
  const endsAt = futureDate(body.ends_at, 'ends_at', now);
  await grantAccess(db, {
    userId: learner.id,
    courseId: course.id,
    source: 'admin',
    sourceId: null,
    startsAt: now,
    endsAt,
  });
  return {
    child_id: learner.id,
    course_id: course.id,
    starts_at: now.toISOString(),
    ends_at: iso(endsAt),
  };
}
