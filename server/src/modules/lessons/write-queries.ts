import { and, asc, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import {
  assignmentStudents,
  attempts,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  lessons,
  quizzes,
  worksheetAssignments,
} from '../../db/schema';

/** A section to store, with its items, in order. */
export interface SectionRows {
  title: string;
  description: string;
  sectionMatrix?: Record<string, unknown>;
  courseTaggingIds?: number[];
  isEdited?: boolean;
  items: { title: string; note: string; itemTypeId: number; worksheetId: number | null }[];
}

export async function insertLesson(db: Queryable, row: typeof lessons.$inferInsert) {
  const [saved] = await db.insert(lessons).values(row).returning();
  return saved!;
}

export async function updateLesson(
  db: Queryable,
  id: number,
  set: Partial<typeof lessons.$inferInsert>,
) {
  await db
    .update(lessons)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(lessons.id, id));
}

/** Stores a lesson's sections and items in order (after any it has). */
export async function insertSections(db: Queryable, lessonId: number, sections: SectionRows[]) {
  for (const [position, section] of sections.entries()) {
    const [saved] = await db
      .insert(lessonSections)
      .values({
        lessonId,
        position,
        title: section.title,
        description: section.description,
        sectionMatrix: section.sectionMatrix ?? {},
        courseTaggingIds: section.courseTaggingIds ?? [],
        isEdited: section.isEdited ?? false,
      })
      .returning({ id: lessonSections.id });
    if (!section.items.length) continue;
    await db
      .insert(lessonItems)
      .values(section.items.map((item, i) => ({ ...item, sectionId: saved!.id, position: i })));
  }
}

/** Removes a lesson's sections (their items and completions go with them). */
export async function deleteSections(db: Queryable, lessonId: number) {
  await db.delete(lessonSections).where(eq(lessonSections.lessonId, lessonId));
}

/** The next learning-path position in a course. */
export async function nextPosition(db: Queryable, courseId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${lessons.position}), -1) + 1` })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** The worksheets given to a student, with whether they handed in and were marked. */
export function worksheetAssignmentsOf(db: Queryable, studentId: number) {
  const attempted = (graded: boolean) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(attempts)
        .where(
          and(
            eq(attempts.quizId, worksheetAssignments.worksheetId),
            eq(attempts.studentId, studentId),
            graded ? eq(attempts.gradingCompleted, true) : sql`${attempts.submittedAt} IS NOT NULL`,
          ),
        ),
    );
  return db
    .select({
      id: worksheetAssignments.id,
      worksheetId: worksheetAssignments.worksheetId,
      classId: worksheetAssignments.classId,
      dueDate: worksheetAssignments.dueDate,
      assignedAt: worksheetAssignments.dateAssigned,
      title: quizzes.title,
      courseId: quizzes.courseId,
      completed: sql<boolean>`${attempted(true)}`,
      submitted: sql<boolean>`${attempted(false)}`,
    })
    .from(assignmentStudents)
    .innerJoin(worksheetAssignments, eq(worksheetAssignments.id, assignmentStudents.assignmentId))
    .innerJoin(quizzes, eq(quizzes.id, worksheetAssignments.worksheetId))
    .where(and(eq(assignmentStudents.studentId, studentId), eq(quizzes.isActive, true)))
    .orderBy(desc(worksheetAssignments.dateAssigned));
}

/** How many completions a student has in each of these lesson assignments. */
export async function completionCounts(db: Queryable, studentId: number, assignmentIds: number[]) {
  if (!assignmentIds.length) return new Map<number, number>();
  const rows = await db
    .select({
      assignmentId: lessonItemCompletions.assignmentId,
      n: sql<number>`count(*)::int`,
    })
    .from(lessonItemCompletions)
    .where(
      and(
        eq(lessonItemCompletions.studentId, studentId),
        inArray(lessonItemCompletions.assignmentId, assignmentIds),
      ),
    )
    .groupBy(lessonItemCompletions.assignmentId);
  return new Map(rows.map((r) => [r.assignmentId!, Number(r.n)]));
}

/** The number of items of each of these lessons. */
export async function itemCounts(db: Queryable, lessonIds: number[]) {
  if (!lessonIds.length) return new Map<number, number>();
  const rows = await db
    .select({ lessonId: lessonSections.lessonId, n: sql<number>`count(${lessonItems.id})::int` })
    .from(lessonSections)
    .innerJoin(lessonItems, eq(lessonItems.sectionId, lessonSections.id))
    .where(inArray(lessonSections.lessonId, lessonIds))
    .groupBy(lessonSections.lessonId);
  return new Map(rows.map((r) => [r.lessonId, Number(r.n)]));
}

/** The kinds of quiz a lesson shows to a class; the rest (revision, boost, review) are one student's. */
const LESSON_QUIZ_TYPES = [
  QuizType.assignment,
  QuizType.independentStudy,
  QuizType.exam,
  QuizType.practice,
];

/** The course's active quizzes a lesson item may name: Kyu's catalogue's, and `schoolId`'s when given. */
export function lessonQuizzes(db: Queryable, courseId: number, schoolId: number | null) {
  return db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      quiz_type_id: quizzes.quizTypeId,
      school_id: quizzes.schoolId,
    })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.courseId, courseId),
        eq(quizzes.isActive, true),
        eq(quizzes.isDemo, false),
        inArray(quizzes.quizTypeId, LESSON_QUIZ_TYPES),
        schoolId === null
          ? isNull(quizzes.schoolId)
          : or(isNull(quizzes.schoolId), eq(quizzes.schoolId, schoolId)),
      ),
    )
    .orderBy(asc(quizzes.title), asc(quizzes.id));
}
