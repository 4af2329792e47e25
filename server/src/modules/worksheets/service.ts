import {
  GENERATED_LIST_PAGE,
  GENERATED_LIST_SIZE,
  type PublicWorksheet,
  type ShareLink,
  type Worksheet,
  type WorksheetBody,
  type WorksheetDetail,
  type WorksheetListQuery,
  type WorksheetPage,
  type WorksheetPatch,
  type WorksheetQuestions,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import type { FileStore, UrlOf } from '../../providers/files';
import { classOfTeacher } from '../classes/service';
import { loadQuestions, passagesOf, staffQuestion } from '../questions/service';
import { studentQuestion } from '../quiz/present';
import type { Principal } from '../sessions/principal';
import * as q from './queries';
import type { WordExport } from './word-export';

/** The Word export's worker pool, one per app. */
export { createWordExport, type WordExport } from './word-export';

const iso = (date: Date) => date.toISOString();

export function worksheetJson(row: q.WorksheetRow): Worksheet {
  return {
    id: row.id,
    title: row.title,
    course_id: row.courseId,
    school_id: row.schoolId,
    owner_id: row.ownerId,
    worksheet_group_type: row.worksheetGroupType,
    question_ids: row.questionIds,
    time_limit: row.timeLimit,
    owner_class_id: row.ownerClassId,
    is_shared: row.isShared,
    created_at: iso(row.createdAt),
  };
}

/**
 * A worksheet the caller may read: their school's (Kyu's own staff, of no school, read every
 * school's). Another school's answers 404, as for courses and questions: a teacher learns
 * nothing of what other schools hold, not even that an id is taken.
 */
export async function readableWorksheet(db: Queryable, who: Principal, id: number) {
  const row = await q.findWorksheet(db, id);
  if (!row || (who.schoolId !== null && row.schoolId !== who.schoolId)) {
    throw notFound('No such worksheet.');
  }
  return row;
}

/** A worksheet the teacher may change: one of their school's (routes let only teachers here). */
const changeable = readableWorksheet;

/** The school a teacher makes worksheets for; a teacher outside any school makes none. */
export function schoolOf(who: Principal) {
  if (who.schoolId === null) throw forbidden('Worksheets are made by teachers of a school.');
  return who.schoolId;
}

/**
 * The course must be Kyu's catalogue or the teacher's school's; another school's answers 404,
 * as the questions module does, not acknowledging it.
 */
export async function assertUsableCourse(db: Queryable, schoolId: number | null, courseId: number) {
  const course = await q.courseSchool(db, courseId);
  if (!course || (course.schoolId !== null && course.schoolId !== schoolId)) {
    throw notFound('No such course.');
  }
}

/** Every question must be a top-level question of the worksheet's course, named once. */
async function assertQuestions(db: Queryable, courseId: number, ids: number[]) {
  if (new Set(ids).size !== ids.length) {
    throw badRequest('A question appears twice.', { question_ids: ['must not repeat'] });
  }
  const known = new Set(await q.questionIdsOfCourse(db, courseId, ids));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw badRequest(`Questions ${unknown.join(', ')} are not questions of the course.`, {
      question_ids: ["must be questions of the worksheet's course"],
    });
  }
}

async function assertOwnerClass(db: Queryable, who: Principal, classId: number | null | undefined) {
  if (classId !== undefined && classId !== null) await classOfTeacher(db, who, classId);
}

export async function createWorksheet(db: Db, who: Principal, body: WorksheetBody) {
  const schoolId = schoolOf(who);
  await assertUsableCourse(db, schoolId, body.course_id);
  await assertQuestions(db, body.course_id, body.question_ids);
  await assertOwnerClass(db, who, body.owner_class_id);
  const [row] = await q.insertWorksheets(db, [
    {
      title: body.title,
      courseId: body.course_id,
      questionIds: body.question_ids,
      timeLimit: body.time_limit ?? null,
      worksheetGroupType: body.worksheet_group_type ?? null,
      ownerClassId: body.owner_class_id ?? null,
      schoolId,
      ownerId: who.userId,
    },
  ]);
  return worksheetJson(row!);
}

/** A generated list's page: 1 and 20 unless asked (calls.md §9). */
export const pageOf = (query: { page?: number; size?: number }) => {
  const page = query.page ?? GENERATED_LIST_PAGE;
  const size = query.size ?? GENERATED_LIST_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
};

/** The caller's school's worksheets (every school's for Kyu's own staff), newest first. */
export async function listWorksheets(
  db: Db,
  who: Principal,
  query: WorksheetListQuery & { generatedOnly?: boolean },
): Promise<WorksheetPage> {
  const paging = pageOf(query);
  const { rows, total } = await q.listWorksheets(
    db,
    { schoolId: who.schoolId, courseId: query.course_id, generatedOnly: query.generatedOnly },
    paging,
  );
  return { items: rows.map(worksheetJson), total, page: paging.page, size: paging.size };
}

/** A course's worksheets, of the caller's school; an unusable course answers 404. */
export async function courseWorksheets(db: Db, who: Principal, courseId: number) {
  const course = await q.courseSchool(db, courseId);
  if (
    !course ||
    (who.schoolId !== null && course.schoolId !== null && course.schoolId !== who.schoolId)
  ) {
    throw notFound('No such course.');
  }
  const { rows } = await q.listWorksheets(
    db,
    { schoolId: who.schoolId, courseId },
    { limit: 500, offset: 0 },
  );
  return rows.map(worksheetJson);
}

/** Loaded questions in the worksheet's order (a question deleted since is left out). */
async function questionsOf(db: Queryable, row: q.WorksheetRow) {
  return loadQuestions(db, row.questionIds);
}

export async function getWorksheet(
  db: Db,
  urlOf: UrlOf,
  who: Principal,
  id: number,
): Promise<WorksheetDetail> {
  const row = await readableWorksheet(db, who, id);
  const loaded = await questionsOf(db, row);
  return { ...worksheetJson(row), questions: loaded.map((x) => staffQuestion(x, urlOf)) };
}

export async function patchWorksheet(db: Db, who: Principal, id: number, patch: WorksheetPatch) {
  const before = await changeable(db, who, id);
  await assertOwnerClass(db, who, patch.owner_class_id);
  const values = {
    title: patch.title,
    worksheetGroupType: patch.worksheet_group_type,
    timeLimit: patch.time_limit,
    ownerClassId: patch.owner_class_id,
  };
  // An empty patch changes nothing (and an UPDATE needs something to set).
  if (Object.values(values).every((v) => v === undefined)) return worksheetJson(before);
  return worksheetJson(await q.updateWorksheet(db, id, values));
}

export async function deleteWorksheet(db: Db, who: Principal, id: number) {
  const row = await changeable(db, who, id);
  await q.retireWorksheet(db, id);
  return worksheetJson(row);
}

export async function worksheetQuestions(
  db: Db,
  who: Principal,
  id: number,
): Promise<WorksheetQuestions> {
  const row = await readableWorksheet(db, who, id);
  return { question_ids: row.questionIds };
}

/**
 * Replaces the worksheet's questions. When they differ from before, every assignment of it is
 * flagged for reassignment: students who have it keep the old version until the teacher says.
 */
export async function putWorksheetQuestions(
  db: Db,
  who: Principal,
  id: number,
  body: WorksheetQuestions,
): Promise<WorksheetQuestions> {
  const row = await changeable(db, who, id);
  await assertQuestions(db, row.courseId, body.question_ids);
  if (JSON.stringify(row.questionIds) === JSON.stringify(body.question_ids)) {
    return { question_ids: row.questionIds };
  }
  const saved = await db.transaction(async (tx) => {
    await q.flagReassignment(tx, id);
    return q.updateWorksheet(tx, id, { questionIds: body.question_ids });
  });
  return { question_ids: saved.questionIds };
}

/** A copy the teacher owns, titled as a copy, unshared and for no class. */
export async function duplicateWorksheet(db: Db, who: Principal, id: number) {
  const row = await readableWorksheet(db, who, id);
  const [copy] = await q.insertWorksheets(db, [
    {
      title: `${row.title} (copy)`.slice(0, 200),
      courseId: row.courseId,
      questionIds: row.questionIds,
      timeLimit: row.timeLimit,
      worksheetGroupType: row.worksheetGroupType,
      schoolId: schoolOf(who),
      ownerId: who.userId,
    },
  ]);
  return worksheetJson(copy!);
}

/** Shares the worksheet: anyone with the portal link may take it (the quiz's shared attempts). */
export async function shareWorksheet(
  db: Db,
  publicUrl: string,
  who: Principal,
  id: number,
): Promise<ShareLink> {
  await changeable(db, who, id);
  await q.updateWorksheet(db, id, { isShared: true });
  return { url: `${publicUrl}/sharing/quiz/${id}` };
}

/** A shared worksheet for anyone: its title and questions, without a key. Unshared is 404. */
export async function publicWorksheet(db: Db, urlOf: UrlOf, id: number): Promise<PublicWorksheet> {
  const row = await q.findWorksheet(db, id);
  if (!row || !row.isShared) throw notFound('No such shared worksheet.');
  const loaded = await questionsOf(db, row);
  return {
    id: row.id,
    title: row.title,
    questions: loaded.map((x) => studentQuestion(x, urlOf)),
    passages: await passagesOf(db, loaded),
  };
}

/** A file name of the title's words, safe in a Content-Disposition header. */
const fileNameOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^A-Z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'worksheet';

/** What a Word export needs: the questions, the pictures' store, and the export's pool. */
export interface WordDeps {
  db: Db;
  files: FileStore;
  wordExport: WordExport;
}

/** The worksheet as a Word document to print, or its answer key. */
export async function worksheetWord(deps: WordDeps, who: Principal, id: number, key: boolean) {
  return quizWord(deps, await readableWorksheet(deps.db, who, id), key);
}

/** A worksheet or generated assessment, already checked readable, as a Word document. */
export async function quizWord(
  { db, files, wordExport }: WordDeps,
  row: q.WorksheetRow,
  key: boolean,
) {
  const loaded = await questionsOf(db, row);
  return {
    filename: `${fileNameOf(row.title)}${key ? '-answer-key' : ''}.docx`,
    bytes: await wordExport.worksheet(files, row.title, loaded, key),
  };
}
