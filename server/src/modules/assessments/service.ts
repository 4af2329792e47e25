import {
  QuizType,
  UserRole,
  type AssessmentGenerateBody,
  type GeneratedListQuery,
  type WorksheetPage,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/problem';
import type { JobQueue } from '../../providers/queue';
import type { Principal } from '../sessions/principal';
// The worksheet generator's job machinery, shared: its queue, its runner, its progress.
import { generationJob, queueGeneration } from '../worksheets/generation';
import { pageOf, quizWord, worksheetJson, type WordDeps } from '../worksheets/service';
import * as q from './queries';

/**
 * Generated assessments (the curriculum console's /assessments): quizzes of type 8 that a
 * generation job makes from curriculum and source documents, for the curriculum user's school,
 * or Kyu's own for staff of no school. A curriculum guest sees only what their school published.
 */
const isGuest = (who: Principal) => who.userRoleId === UserRole.curriculumGuest;

/** Starts a job on the worksheet generator's queue, making assessments rather than worksheets. */
export async function generateAssessments(
  db: Db,
  queue: JobQueue,
  who: Principal,
  body: AssessmentGenerateBody,
) {
  if (!body.source_ids?.length && !body.curriculum_ids?.length) {
    throw badRequest('Name at least one curriculum or source document.', {
      source_ids: ['name at least one curriculum or source document'],
    });
  }
  return queueGeneration(
    db,
    queue,
    { userId: who.userId, schoolId: who.schoolId },
    body,
    QuizType.generated,
  );
}

/** How a generation job stands: the worksheet generator's own job, watched the same way. */
export const assessmentJob = generationJob;

export async function listAssessments(
  db: Db,
  who: Principal,
  query: GeneratedListQuery,
): Promise<WorksheetPage> {
  const paging = pageOf(query);
  const { rows, total } = await q.listAssessments(
    db,
    { schoolId: who.schoolId, publishedOnly: isGuest(who) },
    paging,
  );
  return { items: rows.map(worksheetJson), total, page: paging.page, size: paging.size };
}

/** An assessment the caller may see; another school's, or an unpublished one for a guest, is 404. */
async function visibleAssessment(db: Db, who: Principal, id: number) {
  const row = await q.findAssessment(db, id);
  if (!row || !row.isActive || row.schoolId !== who.schoolId || (isGuest(who) && !row.isShared)) {
    throw notFound('No such assessment.');
  }
  return row;
}

export async function publishAssessment(db: Db, who: Principal, id: number, published: boolean) {
  await visibleAssessment(db, who, id);
  return worksheetJson(await q.setPublished(db, id, published));
}

/** The assessment as a Word document (the worksheet export's), without its answers. */
export async function assessmentWord(deps: WordDeps, who: Principal, id: number) {
  return quizWord(deps, await visibleAssessment(deps.db, who, id), false);
}
