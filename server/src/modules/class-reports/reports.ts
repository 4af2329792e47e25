import {
  TeacherRole,
  UserRole,
  type AssignmentReport,
  type AssignmentReportParams,
  type ClassReport,
  type ClassStudentParams,
  type ClassStudentTopicParams,
  type ClassTopicParams,
  type ClassTopicReport,
  type ReportQuery,
  type SectionReport,
  type SectionReportQuery,
  type SessionReport,
  type StudentReport,
  type StudentTopicReport,
  type TopicMastery,
} from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import type { Principal } from '../sessions/principal';
import { keptOrComputed } from './kept';
import * as q from './queries';
import {
  classAnswers,
  classTotals,
  studentLessons,
  studentOfClass,
  studentWorksheets,
  submissionsOf,
} from './service';
import { percent, studentPerformance, topicMastery, weekScores, wrongQuestions } from './shape';
import * as t from './teaching-queries';

/*
 * The teaching reports of calls.md §7 "Reports". The class, topic and student reports are kept
 * (see kept.ts for when a kept one is recomputed); the section and assignment reports are small
 * and computed on each call. Access as in service.ts; a section of another school's lesson is
 * 403, like another school's class.
 */

/** "Questions most of the class gets wrong": missed in at least half their answers, ten at most. */
const MOST_MISSED = { percent: 50, limit: 10 };

export async function classReport(
  db: Queryable,
  who: Principal,
  id: number,
  query: ReportQuery,
  now: Date,
): Promise<ClassReport> {
  const { klass, window, filter } = await classAnswers(db, who, id, query);
  return keptOrComputed(
    db,
    {
      name: `class:${id}`,
      classId: id,
      scope: filter.scope,
      window,
      regenerate: query.regenerate === true,
      compute: async () => {
        const [students, byStudent, totals, byWeek, bySchool, byTopic, missed] = await Promise.all([
          q.classStudents(db, id),
          q.marksByStudentAndLevel(db, filter),
          classTotals(db, id, filter),
          q.marksByWeek(db, filter),
          q.marksByWeek(db, { ...filter, scope: { schoolId: klass.schoolId } }),
          q.marksByTopic(db, filter),
          q.mostMissed(db, filter, MOST_MISSED.percent, MOST_MISSED.limit),
        ]);
        return {
          class_id: id,
          totals,
          class_average: weekScores(byWeek),
          school_average: weekScores(bySchool),
          topics: topicMastery(byTopic),
          students: studentPerformance(students, byStudent),
          wrong_questions: wrongQuestions(missed),
        };
      },
    },
    now,
  );
}

async function topicOf(db: Queryable, topicId: number, f: q.AnswerFilter): Promise<TopicMastery> {
  const topic = await q.findTopic(db, topicId);
  if (!topic) throw notFound('No such topic.');
  const [row] = topicMastery(await q.marksByTopic(db, f)).filter((r) => r.topic_id === topicId);
  return (
    row ?? { topic_id: topicId, topic_name: topic.topicName, answered: 0, mastery_percent: null }
  );
}

export async function classTopicReport(
  db: Queryable,
  who: Principal,
  params: ClassTopicParams,
  query: ReportQuery,
  now: Date,
): Promise<ClassTopicReport> {
  const { window, filter: all } = await classAnswers(db, who, params.id, query);
  const filter = { ...all, topicIds: [params.tid] };
  const topic = await topicOf(db, params.tid, filter);
  return keptOrComputed(
    db,
    {
      name: `topic:${params.id}:${params.tid}`,
      classId: params.id,
      scope: filter.scope,
      window,
      regenerate: query.regenerate === true,
      compute: async () => ({
        class_id: params.id,
        topic,
        class_average: weekScores(await q.marksByWeek(db, filter)),
        students: studentPerformance(
          await q.classStudents(db, params.id),
          await q.marksByStudentAndLevel(db, filter),
        ),
        wrong_questions: wrongQuestions(
          await q.mostMissed(db, filter, MOST_MISSED.percent, MOST_MISSED.limit),
        ),
      }),
    },
    now,
  );
}

export async function studentReport(
  db: Queryable,
  who: Principal,
  params: ClassStudentParams,
  query: ReportQuery,
  now: Date,
): Promise<StudentReport> {
  const student = await studentOfClass(db, who, params);
  const { window, filter: all } = await classAnswers(db, who, params.id, query);
  const filter = { ...all, scope: { studentId: params.sid } };
  return keptOrComputed(
    db,
    {
      name: `student:${params.id}:${params.sid}`,
      classId: params.id,
      scope: filter.scope,
      window,
      regenerate: query.regenerate === true,
      compute: async () => {
        const [levels, byWeek, byTopic, worksheets, lessons] = await Promise.all([
          q.marksByStudentAndLevel(db, filter),
          q.marksByWeek(db, filter),
          q.marksByTopic(db, filter),
          studentWorksheets(db, params.id, params.sid),
          studentLessons(db, params.id, params.sid, false),
        ]);
        return {
          class_id: params.id,
          student_id: params.sid,
          name: student.name,
          totals: studentPerformance([student], levels)[0]!,
          score_over_time: weekScores(byWeek),
          topics: topicMastery(byTopic),
          worksheets,
          lessons,
        };
      },
    },
    now,
  );
}

export async function studentTopicReport(
  db: Queryable,
  who: Principal,
  params: ClassStudentTopicParams,
  query: ReportQuery,
  now: Date,
): Promise<StudentTopicReport> {
  await studentOfClass(db, who, params);
  const { window, filter: all } = await classAnswers(db, who, params.id, query);
  const filter = { ...all, scope: { studentId: params.sid }, topicIds: [params.tid] };
  const topic = await topicOf(db, params.tid, filter);
  return keptOrComputed(
    db,
    {
      name: `student-topic:${params.id}:${params.sid}:${params.tid}`,
      classId: params.id,
      scope: filter.scope,
      window,
      regenerate: query.regenerate === true,
      compute: async () => ({
        class_id: params.id,
        student_id: params.sid,
        topic,
        score_over_time: weekScores(await q.marksByWeek(db, filter)),
        wrong_questions: wrongQuestions(
          await q.mostMissed(db, filter, MOST_MISSED.percent, MOST_MISSED.limit),
        ),
      }),
    },
    now,
  );
}

/** Per question of the worksheet: who answered it right; per assigned student: their marks. */
export async function assignmentReport(
  db: Queryable,
  who: Principal,
  params: AssignmentReportParams,
): Promise<AssignmentReport> {
  await classOfTeacher(db, who, params.cid);
  const assignment = await t.findAssignment(db, params.aid);
  const quiz = await t.findQuiz(db, params.id);
  if (
    !assignment ||
    !quiz ||
    assignment.worksheetId !== params.id ||
    assignment.classId !== params.cid
  ) {
    throw notFound('No such assignment of this worksheet to this class.');
  }
  const since = assignment.dateAssigned;
  const [students, outcomes, excerpts] = await Promise.all([
    t.assignedStudents(db, params.aid),
    q.questionOutcomes(db, { scope: { classIds: [params.cid] }, from: since }, params.id),
    t.questionExcerpts(db, quiz.questionIds),
  ]);
  return {
    worksheet_id: params.id,
    assignment_id: params.aid,
    class_id: params.cid,
    questions: quiz.questionIds.map((questionId) => {
      const o = outcomes.find((r) => r.questionId === questionId);
      return {
        question_id: questionId,
        excerpt: excerpts.find((e) => e.id === questionId)?.excerpt ?? '',
        answered: o?.answered ?? 0,
        correct_percent: o ? percent(o.correct, o.answered) : null,
        wrong_student_ids: (o?.missedBy ?? []).filter((s) => s !== null).sort((a, b) => a - b),
      };
    }),
    students: await submissionsOf(db, params.id, students, since),
  };
}

const EMPTY_SESSION: SessionReport = { answered: 0, correct: 0, score_percent: null, topics: [] };

async function sessionOf(db: Queryable, f: q.AnswerFilter): Promise<SessionReport> {
  const [sums, byTopic] = await Promise.all([q.totals(db, f), q.marksByTopic(db, f)]);
  const topics = topicMastery(byTopic).filter((r) => f.topicIds?.includes(r.topic_id));
  return {
    answered: sums.answered,
    correct: sums.correct,
    score_percent: percent(sums.marks, sums.maxMarks),
    topics,
  };
}

/** The classes whose students a section report covers: those given the lesson that the viewer teaches. */
async function reportedClasses(db: Queryable, who: Principal, lessonId: number) {
  const given = await t.classesGiven(db, lessonId, who.schoolId);
  const everyClass = who.userRoleId === UserRole.admin || who.teacherRoleId === TeacherRole.admin;
  if (everyClass) return given;
  const own = new Set(await t.classesOf(db, who.userId));
  return given.filter((id) => own.has(id));
}

/**
 * What the class (the students of the viewer's classes given the lesson) or one student knew of
 * the section's topics before the lesson was first given to them, and after.
 */
export async function sectionReport(
  db: Queryable,
  who: Principal,
  sectionId: number,
  query: SectionReportQuery,
): Promise<SectionReport> {
  const section = await t.findSection(db, sectionId);
  if (!section) throw notFound('No such lesson section.');
  if (section.schoolId !== null && who.schoolId !== null && section.schoolId !== who.schoolId) {
    throw forbidden('This lesson belongs to another school.');
  }
  let classIds = await reportedClasses(db, who, section.lessonId);
  let scope: q.Scope = { classIds };
  if (query.student_id !== undefined) {
    const theirs = new Set(await t.classesOf(db, query.student_id));
    classIds = classIds.filter((id) => theirs.has(id));
    const inClass = await Promise.all(
      classIds.map(async (id) =>
        (await q.classStudents(db, id)).some((s) => s.id === query.student_id),
      ),
    );
    if (!inClass.includes(true)) throw notFound('No such student in a class given this lesson.');
    scope = { studentId: query.student_id };
  }
  const at = await t.firstGiven(db, section.lessonId, classIds);
  const f = { scope, topicIds: section.topicIds };
  return {
    section_id: sectionId,
    assigned_at: at?.toISOString() ?? null,
    pre_session_report: await sessionOf(db, { ...f, to: at ?? undefined }),
    post_session_report: at ? await sessionOf(db, { ...f, from: at }) : EMPTY_SESSION,
  };
}
