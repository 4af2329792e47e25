import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  attempts,
  classMembers,
  courses,
  evaluations,
  lessonAssignments,
  lessonItemCompletions,
  lessonItems,
  lessonSections,
  lessons,
  quizzes,
  users,
} from '../../db/schema';

export type LessonRow = typeof lessons.$inferSelect;
export type ItemRow = typeof lessonItems.$inferSelect;
export type AssignmentRow = typeof lessonAssignments.$inferSelect;
export type CompletionRow = typeof lessonItemCompletions.$inferSelect;

export async function findLesson(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.isActive, true)));
  return row;
}

/** Active lessons matching `where`, in course and path order. */
export function listLessons(db: Queryable, where: SQL | undefined) {
  return db
    .select()
    .from(lessons)
    .where(and(eq(lessons.isActive, true), where))
    .orderBy(asc(lessons.courseId), asc(lessons.position), asc(lessons.id));
}

/** Lessons of Kyu's catalogue or of `schoolId`. */
export const ofSchoolOrKyu = (schoolId: number | null) =>
  schoolId === null
    ? isNull(lessons.schoolId)
    : or(isNull(lessons.schoolId), eq(lessons.schoolId, schoolId));

export async function sectionsOf(db: Queryable, lessonIds: number[]) {
  if (!lessonIds.length) return [];
  return db
    .select()
    .from(lessonSections)
    .where(inArray(lessonSections.lessonId, lessonIds))
    .orderBy(asc(lessonSections.position), asc(lessonSections.id));
}

export async function itemsOf(db: Queryable, sectionIds: number[]) {
  if (!sectionIds.length) return [];
  return db
    .select()
    .from(lessonItems)
    .where(inArray(lessonItems.sectionId, sectionIds))
    .orderBy(asc(lessonItems.position), asc(lessonItems.id));
}

/** The item with its lesson's id, or undefined. */
export async function findItem(db: Queryable, itemId: number) {
  const [row] = await db
    .select({ item: lessonItems, lessonId: lessonSections.lessonId })
    .from(lessonItems)
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .where(eq(lessonItems.id, itemId));
  return row;
}

/** Completions of these items by these students, in one assignment or (null) on their own path. */
export async function completionsOf(
  db: Queryable,
  itemIds: number[],
  studentIds: number[],
  assignmentId: number | null,
) {
  if (!itemIds.length || !studentIds.length) return [];
  return db
    .select()
    .from(lessonItemCompletions)
    .where(
      and(
        inArray(lessonItemCompletions.itemId, itemIds),
        inArray(lessonItemCompletions.studentId, studentIds),
        assignmentId === null
          ? isNull(lessonItemCompletions.assignmentId)
          : eq(lessonItemCompletions.assignmentId, assignmentId),
      ),
    );
}

/**
 * Records a completion; a second one for the same item, student and assignment refreshes its
 * marks and flags, so completing twice leaves one row.
 */
export async function upsertCompletion(
  db: Queryable,
  row: typeof lessonItemCompletions.$inferInsert,
) {
  const set = {
    marksGiven: row.marksGiven ?? null,
    maxScore: row.maxScore ?? null,
    isLearningPath: row.isLearningPath ?? false,
    isReview: row.isReview ?? false,
  };
  const own = row.assignmentId === null || row.assignmentId === undefined;
  const [saved] = await db
    .insert(lessonItemCompletions)
    .values(row)
    .onConflictDoUpdate({
      target: own
        ? [lessonItemCompletions.itemId, lessonItemCompletions.studentId]
        : [
            lessonItemCompletions.itemId,
            lessonItemCompletions.studentId,
            lessonItemCompletions.assignmentId,
          ],
      targetWhere: own
        ? isNull(lessonItemCompletions.assignmentId)
        : isNotNull(lessonItemCompletions.assignmentId),
      set,
    })
    .returning();
  return saved!;
}

/** The student's latest graded attempt of a quiz: its score and maximum. */
export async function latestGradedAttempt(db: Queryable, quizId: number, studentId: number) {
  const [row] = await db
    .select({ totalScore: attempts.totalScore, maxScore: attempts.maxScore })
    .from(attempts)
    .where(
      and(
        eq(attempts.quizId, quizId),
        eq(attempts.studentId, studentId),
        eq(attempts.gradingCompleted, true),
      ),
    )
    .orderBy(desc(attempts.gradedAt), desc(attempts.id))
    .limit(1);
  return row;
}

/** Fully marked answers in the graded attempts of a quiz by these students, and its questions. */
export async function worksheetStats(db: Queryable, quizId: number, studentIds: number[]) {
  const [quiz] = await db
    .select({ n: sql<number>`jsonb_array_length(${quizzes.questionIds})` })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  if (!studentIds.length) return { correct: 0, questions: Number(quiz?.n ?? 0) };
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(evaluations)
    .innerJoin(attempts, eq(attempts.id, evaluations.attemptId))
    .where(
      and(
        eq(attempts.quizId, quizId),
        inArray(attempts.studentId, studentIds),
        eq(attempts.gradingCompleted, true),
        eq(evaluations.isFullMarks, true),
      ),
    );
  return { correct: Number(row?.n ?? 0), questions: Number(quiz?.n ?? 0) };
}

export async function findAssignment(db: Queryable, id: number) {
  const [row] = await db.select().from(lessonAssignments).where(eq(lessonAssignments.id, id));
  return row;
}

export function assignmentsOfClass(db: Queryable, classId: number) {
  return db
    .select({ assignment: lessonAssignments, title: lessons.title })
    .from(lessonAssignments)
    .innerJoin(lessons, eq(lessons.id, lessonAssignments.lessonId))
    .where(and(eq(lessonAssignments.classId, classId), eq(lessons.isActive, true)))
    .orderBy(desc(lessonAssignments.createdAt), desc(lessonAssignments.id));
}

export async function insertAssignment(db: Queryable, row: typeof lessonAssignments.$inferInsert) {
  const [saved] = await db.insert(lessonAssignments).values(row).returning();
  return saved!;
}

/** The active students of a class, by name. */
export function studentsOfClass(db: Queryable, classId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(users.userRoleId, 1)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function classIdsOf(db: Queryable, userId: number) {
  const rows = await db
    .select({ id: classMembers.classId })
    .from(classMembers)
    .where(eq(classMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** Lesson assignments reaching a student: to one of their classes, or to a course of theirs. */
export function assignmentsReaching(db: Queryable, classIds: number[], courseIds: number[]) {
  const reach = [
    classIds.length ? inArray(lessonAssignments.classId, classIds) : undefined,
    courseIds.length ? inArray(lessonAssignments.courseId, courseIds) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (!reach.length) return Promise.resolve([]);
  return db
    .select({ assignment: lessonAssignments, lesson: lessons })
    .from(lessonAssignments)
    .innerJoin(lessons, eq(lessons.id, lessonAssignments.lessonId))
    .where(and(eq(lessons.isActive, true), or(...reach)))
    .orderBy(asc(lessonAssignments.dueDate), asc(lessonAssignments.id));
}

export async function findUser(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: users.id, schoolId: users.schoolId, userRoleId: users.userRoleId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findQuiz(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: quizzes.id, schoolId: quizzes.schoolId, isActive: quizzes.isActive })
    .from(quizzes)
    .where(eq(quizzes.id, id));
  return row;
}

export async function findCourse(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: courses.id, schoolId: courses.schoolId })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

export const inCourses = (courseIds: number[]) => inArray(lessons.courseId, courseIds);

/** Only one school's lessons; null means Kyu's catalogue. */
export const ofSchoolOnly = (schoolId: number | null) =>
  schoolId === null ? isNull(lessons.schoolId) : eq(lessons.schoolId, schoolId);

/** Whether the student handed in any attempt of the quiz. */
export async function hasSubmitted(db: Queryable, quizId: number, studentId: number) {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.quizId, quizId),
        eq(attempts.studentId, studentId),
        isNotNull(attempts.submittedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Completions of a lesson's worksheet items, by students of `schoolId` (undefined: anyone's). */
export function markedCompletions(
  db: Queryable,
  lessonId: number,
  schoolId: number | null | undefined,
) {
  return db
    .select({
      marksGiven: lessonItemCompletions.marksGiven,
      maxScore: lessonItemCompletions.maxScore,
    })
    .from(lessonItemCompletions)
    .innerJoin(lessonItems, eq(lessonItems.id, lessonItemCompletions.itemId))
    .innerJoin(lessonSections, eq(lessonSections.id, lessonItems.sectionId))
    .innerJoin(users, eq(users.id, lessonItemCompletions.studentId))
    .where(
      and(
        eq(lessonSections.lessonId, lessonId),
        isNotNull(lessonItems.worksheetId),
        schoolId === undefined
          ? undefined
          : schoolId === null
            ? isNull(users.schoolId)
            : eq(users.schoolId, schoolId),
      ),
    );
}

export async function findSection(db: Queryable, id: number) {
  const [row] = await db.select().from(lessonSections).where(eq(lessonSections.id, id));
  return row;
}
