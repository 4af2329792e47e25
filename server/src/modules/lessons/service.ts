import { eq, and } from 'drizzle-orm';
import {
  LessonItemType,
  LessonType,
  type AverageScore,
  type CompleteItemBody,
  type CompleteItemParams,
  type ItemCompletion,
  type LearningPath,
  type Lesson,
  type LessonListQuery,
  type LessonQuery,
  type LessonSummaryList,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { lessons } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/problem';
import type { UrlOf } from '../../providers/files';
import { classOfTeacher } from '../classes/service';
import { coursesOpenTo } from '../courses/service';
import type { Principal } from '../sessions/principal';
import {
  assignmentOf,
  isKyuAdmin,
  isStudent,
  readableLesson,
  usableCourse,
  viewableStudent,
} from './access';
import * as q from './queries';
import { lessonsWithSections, summaryOf } from './view';

export interface Deps {
  db: Db;
  urlOf: UrlOf;
  now: () => Date;
}

const typeFilter = (typeId: number | undefined) =>
  typeId === undefined ? undefined : eq(lessons.lessonTypeId, typeId);

/**
 * `GET /lessons`. A student gets the lessons of the courses open to them (Kyu's and their
 * school's) and the lessons given to their classes or courses, those with the assignment and its
 * due date; staff get their school's lessons and Kyu's catalogue.
 */
export async function listLessons(
  deps: Deps,
  who: Principal,
  query: LessonListQuery,
): Promise<LessonSummaryList> {
  const { db, urlOf } = deps;
  const byType = typeFilter(query.lesson_type_id);
  if (!isStudent(who)) {
    const scope = isKyuAdmin(who) ? undefined : q.ofSchoolOrKyu(who.schoolId);
    return (await q.listLessons(db, and(scope, byType))).map((r) => summaryOf(r, urlOf));
  }
  const courses = await coursesOpenTo(db, who.userId, deps.now());
  const reaching = await q.assignmentsReaching(
    db,
    await q.classIdsOf(db, who.userId),
    courses.filter((c) => c.is_assigned).map((c) => c.id),
  );
  const assigned = reaching
    .filter(
      (r) => query.lesson_type_id === undefined || r.lesson.lessonTypeId === query.lesson_type_id,
    )
    .map((r) => summaryOf(r.lesson, urlOf, r.assignment));
  const seen = new Set(assigned.map((l) => l.id));
  const open = courses.length
    ? await q.listLessons(
        db,
        and(q.ofSchoolOrKyu(who.schoolId), q.inCourses(courses.map((c) => c.id)), byType),
      )
    : [];
  return [...assigned, ...open.filter((r) => !seen.has(r.id)).map((r) => summaryOf(r, urlOf))];
}

/** `GET /lessons/school`: the caller's school's own lessons (Kyu's catalogue for Kyu's admins). */
export async function schoolLessons(deps: Deps, who: Principal): Promise<LessonSummaryList> {
  const rows = await q.listLessons(deps.db, q.ofSchoolOnly(who.schoolId));
  return rows.map((r) => summaryOf(r, deps.urlOf));
}

/**
 * `GET /lessons/{id}`: a student sees their own completions (in `assignment_id`, else on their own
 * path); a teacher may name a student of their school, and with `assignment_id` also sees how
 * many of the class completed each item and how the worksheet items went.
 */
export async function getLesson(
  deps: Deps,
  who: Principal,
  id: number,
  query: LessonQuery,
): Promise<Lesson> {
  const { db } = deps;
  const lesson = await readableLesson(db, who, id);
  const assignment =
    query.assignment_id === undefined ? null : await assignmentOf(db, id, query.assignment_id);
  if (assignment?.classId && !isStudent(who)) await classOfTeacher(db, who, assignment.classId);
  const studentId =
    query.student_id !== undefined
      ? await viewableStudent(db, who, query.student_id)
      : isStudent(who)
        ? who.userId
        : null;
  const [shown] = await lessonsWithSections(
    db,
    [lesson],
    { studentId, assignmentId: assignment?.id ?? null },
    deps.urlOf,
  );
  if (!assignment || isStudent(who)) return shown!;
  return withClassCounts(db, shown!, assignment);
}

async function withClassCounts(db: Db, lesson: Lesson, assignment: q.AssignmentRow) {
  const students = assignment.classId
    ? (await q.studentsOfClass(db, assignment.classId)).map((s) => s.id)
    : [];
  const items = lesson.sections.flatMap((s) => s.items);
  const done = await q.completionsOf(
    db,
    items.map((i) => i.id),
    students,
    assignment.id,
  );
  for (const item of items) {
    const finished = done.filter((c) => c.itemId === item.id).map((c) => c.studentId);
    item.num_students_completed = finished.length;
    if (item.worksheet_id !== null) {
      const stats = await q.worksheetStats(db, item.worksheet_id, finished);
      item.item_stats = { correct_attempts: stats.correct, num_questions: stats.questions };
    }
  }
  return lesson;
}

/** `GET /lessons/learning-path`: a course's learning-path lessons, in order, with the caller's own progress. */
export async function learningPath(
  deps: Deps,
  who: Principal,
  courseId: number,
): Promise<LearningPath> {
  const { db } = deps;
  await usableCourse(db, who, courseId);
  const rows = await q.listLessons(
    db,
    and(
      eq(lessons.courseId, courseId),
      eq(lessons.lessonTypeId, LessonType.learningPath),
      isKyuAdmin(who) ? undefined : q.ofSchoolOrKyu(who.schoolId),
    ),
  );
  const studentId = isStudent(who) ? who.userId : null;
  return {
    course_id: courseId,
    lessons: await lessonsWithSections(db, rows, { studentId, assignmentId: null }, deps.urlOf),
  };
}

/**
 * `PATCH /lessons/{id}/assignments/{aid}/items/{itemId}/complete`: the student completes an item,
 * in assignment `aid`, or with `aid` 0 on their own learning path (stored with no assignment). A
 * worksheet item needs a handed-in attempt of its quiz and takes the marks of the latest graded
 * one. Completing again refreshes the marks and keeps one completion.
 */
export async function completeItem(
  deps: Deps,
  who: Principal,
  params: CompleteItemParams,
  body: CompleteItemBody,
): Promise<ItemCompletion> {
  const { db } = deps;
  await readableLesson(db, who, params.id);
  const found = await q.findItem(db, params.itemId);
  if (!found || found.lessonId !== params.id) throw notFound('No such item in this lesson.');
  const assignmentId = params.aid === 0 ? null : params.aid;
  if (assignmentId !== null) await reachesStudent(deps, who, params.id, assignmentId);
  const marks = await marksFor(db, found.item, who.userId);
  const saved = await q.upsertCompletion(db, {
    itemId: found.item.id,
    studentId: who.userId,
    assignmentId,
    isLearningPath: body.is_learning_path ?? assignmentId === null,
    isReview: body.is_review ?? false,
    ...marks,
  });
  return {
    item_id: saved.itemId,
    assignment_id: saved.assignmentId,
    completed: true,
    marks_given: saved.marksGiven,
    max_score: saved.maxScore,
  };
}

async function reachesStudent(deps: Deps, who: Principal, lessonId: number, assignmentId: number) {
  const assignment = await assignmentOf(deps.db, lessonId, assignmentId);
  if (assignment.classId !== null) {
    if ((await q.classIdsOf(deps.db, who.userId)).includes(assignment.classId)) return;
  } else if (assignment.courseId !== null) {
    const courses = await coursesOpenTo(deps.db, who.userId, deps.now());
    if (courses.some((c) => c.id === assignment.courseId && c.is_assigned)) return;
  }
  throw forbidden('This assignment is not for you.');
}

async function marksFor(db: Db, item: q.ItemRow, studentId: number) {
  if (item.itemTypeId !== LessonItemType.worksheet || item.worksheetId === null) {
    return { marksGiven: null, maxScore: null };
  }
  const graded = await q.latestGradedAttempt(db, item.worksheetId, studentId);
  if (graded) return { marksGiven: graded.totalScore, maxScore: graded.maxScore };
  if (!(await q.hasSubmitted(db, item.worksheetId, studentId))) {
    throw conflict('Hand in the worksheet before marking it done.');
  }
  return { marksGiven: null, maxScore: null };
}

/**
 * `GET /lessons/{id}/average-score`: the mean percentage of the marks of completed worksheet
 * items, over the caller's school's students (every student for Kyu's admins), so a catalogue
 * lesson used by many schools never tells one school about another's students.
 */
export async function averageScore(deps: Deps, who: Principal, id: number): Promise<AverageScore> {
  await readableLesson(deps.db, who, id);
  const rows = await q.markedCompletions(deps.db, id, isKyuAdmin(who) ? undefined : who.schoolId);
  const marked = rows.filter((r) => r.maxScore !== null && r.maxScore > 0 && r.marksGiven !== null);
  const mean = marked.length
    ? marked.reduce((sum, r) => sum + (r.marksGiven! / r.maxScore!) * 100, 0) / marked.length
    : null;
  return {
    lesson_id: id,
    average_score: mean === null ? null : Math.round(mean * 10) / 10,
    num_completions: rows.length,
  };
}
