import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  assignmentStudents,
  attempts,
  classMembers,
  classes,
  quizzes,
  users,
  worksheetAssignments,
} from '../../db/schema';

/** Active students who are members of the class. */
export async function classStudentIds(db: Queryable, classId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(eq(classMembers.classId, classId), eq(users.userRoleId, 1), eq(users.isActive, true)),
    );
  return rows.map((r) => r.id);
}

/** The users among `ids`, with their role and school. */
export async function usersByIds(db: Queryable, ids: number[]) {
  return db
    .select({ id: users.id, schoolId: users.schoolId, userRoleId: users.userRoleId })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function insertAssignment(
  db: Queryable,
  values: typeof worksheetAssignments.$inferInsert,
  studentIds: number[],
) {
  const [row] = await db.insert(worksheetAssignments).values(values).returning();
  if (studentIds.length) {
    await db
      .insert(assignmentStudents)
      .values(studentIds.map((studentId) => ({ assignmentId: row!.id, studentId })));
  }
  return row!;
}

export async function findAssignment(db: Queryable, worksheetId: number, id: number) {
  const [row] = await db
    .select()
    .from(worksheetAssignments)
    .where(and(eq(worksheetAssignments.id, id), eq(worksheetAssignments.worksheetId, worksheetId)));
  return row;
}

export async function removeStudents(db: Queryable, assignmentId: number, studentIds: number[]) {
  await db
    .delete(assignmentStudents)
    .where(
      and(
        eq(assignmentStudents.assignmentId, assignmentId),
        inArray(assignmentStudents.studentId, studentIds),
      ),
    );
}

/**
 * Gives the assignment again from now: its flag cleared and its students' unfinished attempts
 * dropped, so each starts the new version (a submitted attempt stays, and counts no longer).
 */
export async function reassign(
  db: Queryable,
  assignmentId: number,
  worksheetId: number,
  now: Date,
) {
  await db
    .update(worksheetAssignments)
    .set({ needsReassignment: false, dateAssigned: now })
    .where(eq(worksheetAssignments.id, assignmentId));
  const students = db
    .select({ id: assignmentStudents.studentId })
    .from(assignmentStudents)
    .where(eq(assignmentStudents.assignmentId, assignmentId));
  await db
    .delete(attempts)
    .where(
      and(
        eq(attempts.quizId, worksheetId),
        isNull(attempts.submittedAt),
        inArray(attempts.studentId, students),
      ),
    );
}

const studentIds = sql<number[]>`coalesce((
  select json_agg(${assignmentStudents.studentId} order by ${assignmentStudents.studentId})
  from ${assignmentStudents} where ${assignmentStudents.assignmentId} = ${worksheetAssignments.id}
), '[]'::json)`;

const students = sql<{ id: number; first_name: string; last_name: string }[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${users.id}, 'first_name', ${users.firstName}, 'last_name', ${users.lastName}
  ) order by ${users.id})
  from ${assignmentStudents} join ${users} on ${users.id} = ${assignmentStudents.studentId}
  where ${assignmentStudents.assignmentId} = ${worksheetAssignments.id}
), '[]'::json)`;

const submitted = sql<number>`(
  select count(distinct ${attempts.studentId})::int from ${attempts}
  join ${assignmentStudents} on ${assignmentStudents.studentId} = ${attempts.studentId}
    and ${assignmentStudents.assignmentId} = ${worksheetAssignments.id}
  where ${attempts.quizId} = ${worksheetAssignments.worksheetId}
    and ${attempts.submittedAt} >= ${worksheetAssignments.dateAssigned}
)`;

/**
 * Assignments with their students and hand-in count: one (by id), or those of some classes
 * (`classIds`), optionally of one worksheet, newest first.
 */
export async function listAssignments(
  db: Queryable,
  f: { classIds?: number[]; id?: number; worksheetId?: number },
) {
  return db
    .select({
      id: worksheetAssignments.id,
      worksheetId: worksheetAssignments.worksheetId,
      worksheetTitle: quizzes.title,
      classId: worksheetAssignments.classId,
      className: classes.name,
      studentIds,
      students,
      dateAssigned: worksheetAssignments.dateAssigned,
      dueDate: worksheetAssignments.dueDate,
      needsReassignment: worksheetAssignments.needsReassignment,
      submitted,
    })
    .from(worksheetAssignments)
    .innerJoin(quizzes, eq(quizzes.id, worksheetAssignments.worksheetId))
    .innerJoin(classes, eq(classes.id, worksheetAssignments.classId))
    .where(
      and(
        eq(quizzes.isActive, true),
        f.classIds ? inArray(worksheetAssignments.classId, f.classIds) : undefined,
        f.id === undefined ? undefined : eq(worksheetAssignments.id, f.id),
        f.worksheetId === undefined
          ? undefined
          : eq(worksheetAssignments.worksheetId, f.worksheetId),
      ),
    )
    .orderBy(desc(worksheetAssignments.dateAssigned), desc(worksheetAssignments.id));
}

export type AssignmentListRow = Awaited<ReturnType<typeof listAssignments>>[number];
