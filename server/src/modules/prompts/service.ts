import type { Db, Queryable } from '../../db/client';
import { schoolExists } from '../../db/schools';
import { publish } from '../../db/invalidation';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import type { ParsedList } from '../../lib/list-query';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import { DEFAULT_COACH_PROMPT } from './default-coach';
import * as q from './queries';
import type { AdminPrompt, AdminPromptInput } from '@kyu/core/contract';
import { refuseInvalid } from './validation';

/** What other modules use: the cached coach prompt (and its `forget`), and Kyu's built-in one. */
export { COACH_PROMPT_TTL_MS, coachPrompt, forgetCoachPrompts } from './coach-prompt';
export { DEFAULT_COACH_PROMPT } from './default-coach';

/** A school's own prompt of a type when it has one, else Kyu's default; undefined for neither. */
export const promptInForce = (db: Queryable, type: string, schoolId: number | null) =>
  q.promptInForce(db, type, schoolId);

/** Stores Kyu's default coach prompt unless one is stored already: a fresh database's seed. */
export async function addDefaultCoachPrompt(db: Parameters<typeof q.insertPrompt>[0]) {
  await q.insertPrompt(db, { promptType: 'coach', schoolId: null, content: DEFAULT_COACH_PROMPT });
}

const promptJson = (row: q.PromptRow): AdminPrompt => ({
  id: row.id,
  prompt_type: row.promptType,
  school_id: row.schoolId,
  content: row.content,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

export async function listPrompts(
  db: Db,
  scope: AdminScope,
  list: ParsedList<q.PromptSort, q.PromptFilter>,
) {
  const page = await q.listPrompts(db, list, scope.schoolId);
  return { rows: page.rows.map(promptJson), total: page.total };
}

/**
 * School admins see Kyu's defaults (to start from) and their own school's prompts; another
 * school's is refused (403), as every admin record of another school is.
 */
export async function visiblePrompt(db: Db, scope: AdminScope, id: number) {
  const row = await q.findPrompt(db, id);
  if (!row) throw notFound('No such prompt.');
  if (!isSuperAdmin(scope) && row.schoolId !== null && row.schoolId !== scope.schoolId) {
    throw forbidden(
      "This prompt belongs to another school; a school administrator reaches only their own school's.",
    );
  }
  return row;
}

/** Kyu's defaults apply to every school, so only Kyu's administrators change them. */
export async function changeablePrompt(db: Db, scope: AdminScope, id: number) {
  const row = await visiblePrompt(db, scope, id);
  if (!isSuperAdmin(scope) && row.schoolId === null) {
    throw forbidden(
      "Kyu's default prompt is shared by every school; add your school's own instead.",
    );
  }
  return row;
}

export const getPrompt = async (db: Db, scope: AdminScope, id: number) =>
  promptJson(await visiblePrompt(db, scope, id));

/** Saves a new text, checked first, keeping the one it replaces as a version. */
export async function updatePrompt(db: Db, scope: AdminScope, id: number, content: string) {
  const before = await changeablePrompt(db, scope, id);
  refuseInvalid(before.promptType, content);
  const row = await q.savePromptText(db, id, content, scope.userId);
  if (!row) throw notFound('No such prompt.');
  await publish(db, 'coach-prompts');
  return promptJson(row);
}

export async function deletePrompt(db: Db, scope: AdminScope, id: number) {
  const row = await changeablePrompt(db, scope, id);
  await q.deletePrompt(db, id);
  await publish(db, 'coach-prompts');
  return promptJson(row);
}

/** A school's own prompt of a type (a school admin's is always for their school). */
export async function createPrompt(db: Db, scope: AdminScope, input: AdminPromptInput) {
  const schoolId = isSuperAdmin(scope) ? (input.school_id ?? null) : scope.schoolId;
  if (!isSuperAdmin(scope) && input.school_id != null && input.school_id !== scope.schoolId) {
    throw forbidden('A school administrator adds prompts for their own school only.');
  }
  refuseInvalid(input.prompt_type, input.content);
  if (schoolId !== null && !(await schoolExists(db, schoolId))) {
    throw badRequest('school_id is not a known school.', { school_id: ['is not a known school'] });
  }
  const row = await q.insertPrompt(db, {
    promptType: input.prompt_type,
    schoolId,
    content: input.content,
    updatedBy: scope.userId,
  });
  if (!row) {
    throw conflict('This school already has a prompt of this type; change that one instead.', {
      prompt_type: ['already has a prompt for this school'],
    });
  }
  await publish(db, 'coach-prompts');
  return promptJson(row);
}
