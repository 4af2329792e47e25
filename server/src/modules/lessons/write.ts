import { randomBytes } from 'node:crypto';
import {
  LessonItemType,
  type AssignLessonBody,
  type Lesson,
  type LessonAssignment,
  type LessonDeleted,
  type LessonPatch,
  type LessonSectionInput,
  type LessonWorksheetList,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { badRequest, forbidden } from '../../lib/problem';
import type { FileStore } from '../../providers/files';
import { classOfTeacher } from '../classes/service';
import type { Principal } from '../sessions/principal';
import { isKyuAdmin, readableLesson, usableCourse, writableLesson } from './access';
import * as q from './queries';
import * as w from './write-queries';
import type { LessonForm } from './upload';
import { lessonsWithSections } from './view';

export interface WriteDeps {
  db: Db;
  files: FileStore;
}

/** The school a new lesson of the caller belongs to: theirs; Kyu's catalogue (null) for Kyu's admins. */
const ownerSchool = (who: Principal) => (isKyuAdmin(who) ? null : who.schoolId);

/**
 * Checks the worksheets sections name: each a quiz of Kyu's catalogue or the caller's school. A
 * missing or foreign one is a 400 on the field, as any other bad value in the sections is.
 */
async function checkedSections(db: Queryable, who: Principal, sections: LessonSectionInput[]) {
  const rows: w.SectionRows[] = [];
  for (const [s, section] of sections.entries()) {
    const items = [];
    for (const [i, item] of section.items.entries()) {
      const field = `sections.${s}.items.${i}.worksheet_id`;
      const worksheetId = item.worksheet_id ?? null;
      if (item.item_type_id === LessonItemType.worksheet && worksheetId === null) {
        throw badRequest('A worksheet item names its worksheet.', { [field]: ['is required'] });
      }
      if (worksheetId !== null) {
        const quiz = await q.findQuiz(db, worksheetId);
        const ours =
          quiz && (isKyuAdmin(who) || quiz.schoolId === null || quiz.schoolId === who.schoolId);
        if (!quiz?.isActive || !ours) {
          throw badRequest('No such worksheet of your school.', {
            [field]: ['is not a worksheet you may use'],
          });
        }
      }
      items.push({
        title: item.title,
        note: item.note ?? '',
        itemTypeId: item.item_type_id,
        worksheetId,
      });
    }
    rows.push({ title: section.title, description: section.description ?? '', items });
  }
  return rows;
}

/**
 * `GET /lessons/worksheets`: what a worksheet item of a lesson of the course may name. Kyu's
 * administrators keep the catalogue, so they are offered its quizzes only; a school's staff
 * also their school's worksheets.
 */
export async function lessonWorksheets(
  db: Db,
  who: Principal,
  courseId: number,
): Promise<LessonWorksheetList> {
  await usableCourse(db, who, courseId);
  return w.lessonQuizzes(db, courseId, ownerSchool(who));
}

async function shown(deps: WriteDeps, lessonId: number): Promise<Lesson> {
  const row = (await q.findLesson(deps.db, lessonId))!;
  const [lesson] = await lessonsWithSections(
    deps.db,
    [row],
    { studentId: null, assignmentId: null },
    deps.files.urlOf,
  );
  return lesson!;
}

/** `POST /lessons`: a lesson of the caller's school, with its sections and an optional cover. */
export async function createLesson(
  deps: WriteDeps,
  who: Principal,
  form: LessonForm,
): Promise<Lesson> {
  const { db } = deps;
  await usableCourse(db, who, form.courseId);
  const sections = await checkedSections(db, who, form.sections);
  const coverKey = form.cover
    ? `lesson-covers/${randomBytes(12).toString('hex')}.${form.cover.ext}`
    : null;
  if (form.cover && coverKey) await deps.files.put(coverKey, form.cover.bytes, form.cover.mime);
  const id = await db.transaction(async (tx) => {
    const lesson = await w.insertLesson(tx, {
      title: form.title,
      description: form.description,
      courseId: form.courseId,
      lessonTypeId: form.lessonTypeId,
      schoolId: ownerSchool(who),
      ownerId: who.userId,
      position: await w.nextPosition(tx, form.courseId),
      coverKey,
    });
    await w.insertSections(tx, lesson.id, sections);
    return lesson.id;
  });
  return shown(deps, id);
}

/**
 * `PATCH /lessons/{id}`: changes the fields sent. Sections, when sent, replace the lesson's
 * sections, and the completions of the items they held go with them.
 */
export async function patchLesson(
  deps: WriteDeps,
  who: Principal,
  id: number,
  patch: LessonPatch,
): Promise<Lesson> {
  const { db } = deps;
  await writableLesson(db, who, id);
  if (patch.course_id !== undefined) await usableCourse(db, who, patch.course_id);
  const sections = patch.sections && (await checkedSections(db, who, patch.sections));
  await db.transaction(async (tx) => {
    await w.updateLesson(tx, id, {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.course_id !== undefined && { courseId: patch.course_id }),
      ...(patch.lesson_type_id !== undefined && { lessonTypeId: patch.lesson_type_id }),
    });
    if (sections) {
      await w.deleteSections(tx, id);
      await w.insertSections(tx, id, sections);
    }
  });
  return shown(deps, id);
}

/**
 * `DELETE /lessons/{id}`: retires the lesson; its assignments and completions stay for the
 * reports that counted them, and no list shows it again.
 */
export async function deleteLesson(db: Db, who: Principal, id: number): Promise<LessonDeleted> {
  await writableLesson(db, who, id);
  await w.updateLesson(db, id, { isActive: false });
  return { id, deleted: true };
}

/** `POST /lessons/{id}/duplicate`: a copy in the caller's school, which they may change. */
export async function duplicateLesson(
  deps: WriteDeps,
  who: Principal,
  id: number,
): Promise<Lesson> {
  const { db } = deps;
  const source = await readableLesson(db, who, id);
  const sections = await q.sectionsOf(db, [id]);
  const items = await q.itemsOf(
    db,
    sections.map((s) => s.id),
  );
  const copy = await db.transaction(async (tx) => {
    const lesson = await w.insertLesson(tx, {
      title: source.title,
      description: source.description,
      courseId: source.courseId,
      lessonTypeId: source.lessonTypeId,
      schoolId: ownerSchool(who),
      ownerId: who.userId,
      position: await w.nextPosition(tx, source.courseId),
      // The copy shows the same cover file; covers are never removed, so sharing one is safe.
      coverKey: source.coverKey,
    });
    await w.insertSections(
      tx,
      lesson.id,
      sections.map((s) => ({
        ...s,
        items: items
          .filter((i) => i.sectionId === s.id)
          .map((i) => ({
            title: i.title,
            note: i.note,
            itemTypeId: i.itemTypeId,
            worksheetId: i.worksheetId,
          })),
      })),
    );
    return lesson.id;
  });
  return shown(deps, copy);
}

/**
 * `POST /lessons/{id}/assign`: to a class the caller teaches, or to every student with a course.
 * A course assignment reaches students in every school with the course, so only a course of the
 * caller's own school may be named (any course for Kyu's admins).
 */
export async function assignLesson(
  db: Db,
  who: Principal,
  id: number,
  body: AssignLessonBody,
): Promise<LessonAssignment> {
  await readableLesson(db, who, id);
  if ((body.class_id === undefined) === (body.course_id === undefined)) {
    throw badRequest('Give the lesson to a class or to a course: name one of them.', {
      class_id: ['name class_id or course_id, not both'],
    });
  }
  if (body.class_id !== undefined) await classOfTeacher(db, who, body.class_id);
  if (body.course_id !== undefined) {
    const course = await usableCourse(db, who, body.course_id);
    if (!isKyuAdmin(who) && course.schoolId !== who.schoolId) {
      throw forbidden(
        "Only Kyu's administrators give a lesson to everyone with a catalogue course.",
      );
    }
  }
  const saved = await q.insertAssignment(db, {
    lessonId: id,
    classId: body.class_id ?? null,
    courseId: body.course_id ?? null,
    assignedBy: who.userId,
    dueDate: body.due_date ? new Date(body.due_date) : null,
  });
  return {
    id: saved.id,
    lesson_id: saved.lessonId,
    class_id: saved.classId,
    course_id: saved.courseId,
    due_date: saved.dueDate?.toISOString() ?? null,
  };
}
