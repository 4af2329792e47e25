import type {
  ClassStudentParams,
  LessonPerformance,
  PerformanceQuery,
  PerformanceTotals,
  WorksheetPerformance,
  WorksheetSubmission,
} from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import type { Principal } from '../sessions/principal';
import * as q from './queries';
import {
  percent,
  studentPerformance,
  topicMastery,
  weekScores,
  windowOf,
  type Window,
} from './shape';
import * as t from './teaching-queries';

/*
 * Class performance (calls.md §7 "Classes"), computed live on each call. Who may: a teacher of
 * the class, the school's teacher-admin and admins (classOfTeacher: 404 for an unknown class,
 * 403 for another school's or one the teacher does not teach); a student who is not in the
 * class is 404, as is a worksheet never given to it.
 */

/** The class, checked for the viewer, with the filter of its students' answers in the window. */
export async function classAnswers(
  db: Queryable,
  who: Principal,
  classId: number,
  query: PerformanceQuery,
) {
  const klass = await classOfTeacher(db, who, classId);
  const window = windowOf(query);
  return {
    klass,
    window,
    filter: { scope: { classIds: [classId] }, from: window.from, to: window.to },
  };
}

export { windowOf, type Window } from './shape';

/**
 * A student's marks across every class and course in the window (the admin's detailed report,
 * issue 14): totals, score by week, topics least mastered first and their own learning path.
 * The caller checks who may read the student.
 */
export async function studentOverview(db: Queryable, studentId: number, window: Window) {
  const filter = { scope: { studentId }, from: window.from, to: window.to };
  const [sums, byWeek, byTopic, learningPath] = await Promise.all([
    q.totals(db, filter),
    q.marksByWeek(db, filter),
    q.marksByTopic(db, filter),
    // A learning path is the student's own, of no class.
    studentLessons(db, 0, studentId, true),
  ]);
  return {
    totals: {
      answered: sums.answered,
      correct: sums.correct,
      score_percent: percent(sums.marks, sums.maxMarks),
    },
    score_over_time: weekScores(byWeek),
    topics: topicMastery(byTopic),
    learning_path: learningPath,
  };
}

/** The class's student, or 404. */
export async function studentOfClass(db: Queryable, who: Principal, params: ClassStudentParams) {
  await classOfTeacher(db, who, params.id);
  const student = (await q.classStudents(db, params.id)).find((s) => s.id === params.sid);
  if (!student) throw notFound('No such student in the class.');
  return student;
}

export async function topicsPerformance(
  db: Queryable,
  who: Principal,
  id: number,
  query: PerformanceQuery,
) {
  const { filter } = await classAnswers(db, who, id, query);
  return topicMastery(await q.marksByTopic(db, filter));
}

export async function studentsPerformance(
  db: Queryable,
  who: Principal,
  id: number,
  query: PerformanceQuery,
) {
  const { filter } = await classAnswers(db, who, id, query);
  const [students, rows] = await Promise.all([
    q.classStudents(db, id),
    q.marksByStudentAndLevel(db, filter),
  ]);
  return studentPerformance(students, rows);
}

export async function classAveragePerformance(
  db: Queryable,
  who: Principal,
  id: number,
  query: PerformanceQuery,
) {
  const { filter } = await classAnswers(db, who, id, query);
  return weekScores(await q.marksByWeek(db, filter));
}

/** The averages of every student of the class's school, to set the class against. */
export async function schoolAveragePerformance(
  db: Queryable,
  who: Principal,
  id: number,
  query: PerformanceQuery,
) {
  const { klass, filter } = await classAnswers(db, who, id, query);
  return weekScores(await q.marksByWeek(db, { ...filter, scope: { schoolId: klass.schoolId } }));
}

export async function classPerformance(
  db: Queryable,
  who: Principal,
  id: number,
  query: PerformanceQuery,
): Promise<PerformanceTotals> {
  const { filter } = await classAnswers(db, who, id, query);
  return classTotals(db, id, filter);
}

export async function classTotals(db: Queryable, classId: number, filter: q.AnswerFilter) {
  const [students, sums] = await Promise.all([q.classStudents(db, classId), q.totals(db, filter)]);
  return {
    student_count: students.length,
    active_students: sums.students,
    answered: sums.answered,
    correct: sums.correct,
    score_percent: percent(sums.marks, sums.maxMarks),
  };
}

/** A student's worksheets given to the class, with their latest marked attempt of each. */
export async function worksheetsPerformance(
  db: Queryable,
  who: Principal,
  params: ClassStudentParams,
): Promise<WorksheetPerformance[]> {
  await studentOfClass(db, who, params);
  return studentWorksheets(db, params.id, params.sid);
}

export async function studentWorksheets(db: Queryable, classId: number, studentId: number) {
  const given = await t.worksheetsGiven(db, classId, studentId);
  const tries = await t.markedAttempts(
    db,
    [...new Set(given.map((g) => g.worksheetId))],
    [studentId],
  );
  return given.map((g) => {
    const latest = tries.find(
      (a) => a.quizId === g.worksheetId && a.gradedAt && a.gradedAt >= g.dateAssigned,
    );
    return {
      assignment_id: g.assignmentId,
      worksheet_id: g.worksheetId,
      title: g.title,
      date_assigned: g.dateAssigned.toISOString(),
      due_date: g.dueDate?.toISOString() ?? null,
      submitted_at: latest?.gradedAt?.toISOString() ?? null,
      marks: latest?.totalScore ?? null,
      max_marks: latest?.maxScore ?? null,
    };
  });
}

/** Lessons given to the class (or, `learningPath`, the student's own path), item by item. */
export async function lessonsPerformance(
  db: Queryable,
  who: Principal,
  params: ClassStudentParams,
  learningPath: boolean,
): Promise<LessonPerformance[]> {
  await studentOfClass(db, who, params);
  return studentLessons(db, params.id, params.sid, learningPath);
}

export async function studentLessons(
  db: Queryable,
  classId: number,
  studentId: number,
  learningPath: boolean,
) {
  const rows = await t.lessonProgress(db, { classId, studentId, learningPath });
  return rows.map((r) => ({
    lesson_id: r.lessonId,
    title: r.title,
    items: r.items,
    completed: r.completed,
    score_percent: r.maxMarks ? percent(r.marks ?? 0, r.maxMarks) : null,
  }));
}

/** Each student of the class and their latest marked attempt of a worksheet given to it. */
export async function worksheetSubmissions(
  db: Queryable,
  who: Principal,
  classId: number,
  worksheetId: number,
): Promise<WorksheetSubmission[]> {
  await classOfTeacher(db, who, classId);
  if (!(await t.wasGiven(db, classId, worksheetId))) {
    throw notFound('This worksheet was not given to the class.');
  }
  return submissionsOf(db, worksheetId, await q.classStudents(db, classId), undefined);
}

/** Each student's latest marked attempt of a worksheet, since `since` when given. */
export async function submissionsOf(
  db: Queryable,
  worksheetId: number,
  students: { id: number; name: string }[],
  since: Date | undefined,
): Promise<WorksheetSubmission[]> {
  const tries = await t.markedAttempts(
    db,
    [worksheetId],
    students.map((s) => s.id),
  );
  return students.map((s) => {
    const latest = tries.find(
      (a) => a.studentId === s.id && a.gradedAt && (!since || a.gradedAt >= since),
    );
    return {
      student_id: s.id,
      name: s.name,
      attempt_id: latest?.id ?? null,
      submitted_at: latest?.gradedAt?.toISOString() ?? null,
      marks: latest?.totalScore ?? null,
      max_marks: latest?.maxScore ?? null,
    };
  });
}
