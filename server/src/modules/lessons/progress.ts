import type {
  ClassLessonProgress,
  ItemMark,
  LessonProgressList,
  LessonProgressQuery,
  Performance,
  PerformanceParams,
  StudentAssignmentList,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import { coursesOpenTo } from '../courses/service';
import type { Principal } from '../sessions/principal';
import { assignmentOf, readableLesson, viewableStudent } from './access';
import * as q from './queries';
import * as w from './write-queries';
import type { Deps } from './service';
import { lessonItems } from './view';

const percent = (done: number, of: number) => (of > 0 ? Math.round((done / of) * 1000) / 10 : 0);

/** `GET /lessons/progress`: each lesson given to the class, with how much of it the class did. */
export async function lessonProgress(
  db: Db,
  who: Principal,
  query: LessonProgressQuery,
): Promise<LessonProgressList> {
  await classOfTeacher(db, who, query.class_id);
  const students = (await q.studentsOfClass(db, query.class_id)).map((s) => s.id);
  const given = (await q.assignmentsOfClass(db, query.class_id)).filter(
    ({ assignment: a }) =>
      (query.assignment_id === undefined || a.id === query.assignment_id) &&
      (query.lesson_id === undefined || a.lessonId === query.lesson_id),
  );
  const out: LessonProgressList = [];
  for (const { assignment, title } of given) {
    const items = await lessonItems(db, assignment.lessonId);
    const done = await q.completionsOf(
      db,
      items.map((i) => i.id),
      students,
      assignment.id,
    );
    out.push({
      assignment_id: assignment.id,
      lesson_id: assignment.lessonId,
      title,
      due_date: assignment.dueDate?.toISOString() ?? null,
      num_students: students.length,
      num_items: items.length,
      percent_complete: percent(done.length, items.length * students.length),
    });
  }
  return out;
}

const markOf = (itemId: number, c: q.CompletionRow | undefined): ItemMark => ({
  item_id: itemId,
  completed: c !== undefined,
  marks_given: c?.marksGiven ?? null,
  max_score: c?.maxScore ?? null,
});

/** `GET /lessons/{lessonId}/assignments/{id}/classes/{classId}/progress`: each student on each item. */
export async function classProgress(
  db: Db,
  who: Principal,
  params: { lessonId: number; id: number; classId: number },
): Promise<ClassLessonProgress> {
  await readableLesson(db, who, params.lessonId);
  const assignment = await assignmentOf(db, params.lessonId, params.id);
  await classOfTeacher(db, who, params.classId);
  if (assignment.classId !== params.classId)
    throw notFound('The lesson was not given to this class.');
  const students = await q.studentsOfClass(db, params.classId);
  const items = await lessonItems(db, params.lessonId);
  const done = await q.completionsOf(
    db,
    items.map((i) => i.id),
    students.map((s) => s.id),
    assignment.id,
  );
  return {
    lesson_id: params.lessonId,
    assignment_id: assignment.id,
    class_id: params.classId,
    students: students.map((s) => {
      const marks = items.map((i) =>
        markOf(
          i.id,
          done.find((c) => c.itemId === i.id && c.studentId === s.id),
        ),
      );
      return {
        student_id: s.id,
        first_name: s.firstName,
        last_name: s.lastName,
        percent_complete: percent(marks.filter((m) => m.completed).length, items.length),
        items: marks,
      };
    }),
  };
}

/**
 * A student's performance on a lesson (or on one section of it, `sectionId`), in assignment `aid`
 * or on their own path (`aid` 0).
 */
export async function performance(
  db: Db,
  who: Principal,
  params: PerformanceParams,
  sectionId?: number,
): Promise<Performance> {
  await readableLesson(db, who, params.id);
  const assignmentId = params.aid === 0 ? null : (await assignmentOf(db, params.id, params.aid)).id;
  await viewableStudent(db, who, params.sid);
  const all = await lessonItems(db, params.id);
  const items = sectionId === undefined ? all : all.filter((i) => i.sectionId === sectionId);
  const done = await q.completionsOf(
    db,
    items.map((i) => i.id),
    [params.sid],
    assignmentId,
  );
  const marks = items.map((i) =>
    markOf(
      i.id,
      done.find((c) => c.itemId === i.id),
    ),
  );
  return {
    student_id: params.sid,
    assignment_id: assignmentId,
    percent_complete: percent(done.length, items.length),
    marks_given: marks.reduce((sum, m) => sum + (m.marks_given ?? 0), 0),
    max_score: marks.reduce((sum, m) => sum + (m.max_score ?? 0), 0),
    items: marks,
  };
}

/** The same for one section: its lesson is found from the section. */
export async function sectionPerformance(
  db: Db,
  who: Principal,
  params: PerformanceParams,
): Promise<Performance> {
  const section = await q.findSection(db, params.id);
  if (!section) throw notFound('No such section.');
  return performance(db, who, { ...params, id: section.lessonId }, section.id);
}

/**
 * `GET /students/assignments`: the worksheets and lessons given to the signed-in student, through
 * their classes (and, for lessons, their courses), with due dates and where they stand.
 */
export async function studentAssignments(
  deps: Deps,
  who: Principal,
): Promise<StudentAssignmentList> {
  const { db } = deps;
  const worksheets = await w.worksheetAssignmentsOf(db, who.userId);
  const courses = await coursesOpenTo(db, who.userId, deps.now());
  const lessons = await q.assignmentsReaching(
    db,
    await q.classIdsOf(db, who.userId),
    courses.filter((c) => c.is_assigned).map((c) => c.id),
  );
  const done = await w.completionCounts(
    db,
    who.userId,
    lessons.map((l) => l.assignment.id),
  );
  const sizes = await w.itemCounts(
    db,
    lessons.map((l) => l.lesson.id),
  );
  return [
    ...worksheets.map((a) => ({
      kind: 'worksheet' as const,
      assignment_id: a.id,
      title: a.title,
      course_id: a.courseId,
      class_id: a.classId,
      worksheet_id: a.worksheetId,
      lesson_id: null,
      due_date: a.dueDate?.toISOString() ?? null,
      assigned_at: a.assignedAt.toISOString(),
      completed: Boolean(a.completed),
      submitted: Boolean(a.submitted),
    })),
    ...lessons.map(({ assignment, lesson }) => {
      const n = done.get(assignment.id) ?? 0;
      const size = sizes.get(lesson.id) ?? 0;
      return {
        kind: 'lesson' as const,
        assignment_id: assignment.id,
        title: lesson.title,
        course_id: lesson.courseId,
        class_id: assignment.classId,
        worksheet_id: null,
        lesson_id: lesson.id,
        due_date: assignment.dueDate?.toISOString() ?? null,
        assigned_at: assignment.createdAt.toISOString(),
        completed: size > 0 && n >= size,
        submitted: n > 0,
      };
    }),
  ];
}
