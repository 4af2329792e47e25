import {
  type AssignBody,
  type AssignmentsQuery,
  type UnassignBody,
  type WorksheetAssignment,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import { teacherClasses } from '../teachers/service';
import type { Principal } from '../sessions/principal';
import * as q from './assignment-queries';
import { readableWorksheet } from './service';

function assignmentJson(row: q.AssignmentListRow): WorksheetAssignment {
  return {
    id: row.id,
    worksheet_id: row.worksheetId,
    worksheet_title: row.worksheetTitle,
    class_id: row.classId,
    class_name: row.className,
    student_ids: row.studentIds,
    students: row.students,
    date_assigned: row.dateAssigned.toISOString(),
    due_date: row.dueDate ? row.dueDate.toISOString() : null,
    needs_reassignment: row.needsReassignment,
    assigned_count: row.studentIds.length,
    submitted_count: row.submitted,
  };
}

async function oneAssignment(db: Db, id: number) {
  const [row] = await q.listAssignments(db, { id });
  if (!row) throw notFound('No such assignment.');
  return assignmentJson(row);
}

/**
 * The students an assignment names, checked: a student of another school is 403 (the teacher
 * may not reach them at all); one of the school who is not in the class is 400 (a mistake in
 * the request, which names the class).
 */
async function chosenStudents(db: Db, schoolId: number, classId: number, asked: number[]) {
  const ids = [...new Set(asked)];
  const found = await q.usersByIds(db, ids);
  if (found.length !== ids.length || found.some((u) => u.schoolId !== schoolId)) {
    throw forbidden('A student named is not of your school.');
  }
  const members = new Set(await q.classStudentIds(db, classId));
  const outside = ids.filter((id) => !members.has(id));
  if (outside.length) {
    throw badRequest(`Students ${outside.join(', ')} are not in the class.`, {
      student_ids: ['must be students of the class'],
    });
  }
  return ids;
}

/** Gives the worksheet to a class: all its students, or those named. */
export async function assignWorksheet(db: Db, who: Principal, id: number, body: AssignBody) {
  const worksheet = await readableWorksheet(db, who, id);
  const klass = await classOfTeacher(db, who, body.class_id);
  const students = body.student_ids
    ? await chosenStudents(db, klass.schoolId, klass.id, body.student_ids)
    : await q.classStudentIds(db, klass.id);
  if (!students.length) {
    throw badRequest('The class has no students to give the worksheet to.', {
      class_id: ['has no students'],
    });
  }
  const row = await db.transaction((tx) =>
    q.insertAssignment(
      tx,
      {
        worksheetId: worksheet.id,
        classId: klass.id,
        assignedBy: who.userId,
        dueDate: body.due_date ? new Date(body.due_date) : null,
      },
      students,
    ),
  );
  return oneAssignment(db, row.id);
}

/** The assignment of a worksheet of the teacher's, in a class they may use. */
async function ownAssignment(db: Db, who: Principal, worksheetId: number, id: number) {
  await readableWorksheet(db, who, worksheetId);
  const row = await q.findAssignment(db, worksheetId, id);
  if (!row) throw notFound('No such assignment.');
  await classOfTeacher(db, who, row.classId);
  return row;
}

export async function unassignStudents(
  db: Db,
  who: Principal,
  worksheetId: number,
  id: number,
  body: UnassignBody,
) {
  await ownAssignment(db, who, worksheetId, id);
  await q.removeStudents(db, id, body.student_ids);
  return oneAssignment(db, id);
}

export async function reassignWorksheet(
  db: Db,
  who: Principal,
  worksheetId: number,
  id: number,
  now: Date,
) {
  await ownAssignment(db, who, worksheetId, id);
  await db.transaction((tx) => q.reassign(tx, id, worksheetId, now));
  return oneAssignment(db, id);
}

/**
 * The teacher's assignments: those of the classes they teach (every class of the school for
 * its teacher-admin), or of one class they may use.
 */
export async function listTeacherAssignments(db: Db, who: Principal, query: AssignmentsQuery) {
  let classIds: number[];
  if (query.class_id !== undefined) {
    classIds = [(await classOfTeacher(db, who, query.class_id)).id];
  } else {
    classIds = (await teacherClasses(db, who)).map((c) => c.id);
  }
  if (!classIds.length) return [];
  return (await q.listAssignments(db, { classIds })).map(assignmentJson);
}
