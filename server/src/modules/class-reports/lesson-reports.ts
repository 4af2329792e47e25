import {
  TeacherRole,
  UserRole,
  type AssignmentReport,
  type AssignmentReportParams,
  type SectionReport,
  type SectionReportQuery,
  type SessionReport,
} from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../lib/problem';
import { classOfTeacher } from '../classes/service';
import type { Principal } from '../sessions/principal';
import * as q from './queries';
import { submissionsOf } from './service';
import { percent, topicMastery } from './shape';
import * as t from './teaching-queries';

/*
 * The lesson section and worksheet assignment reports (calls.md §7 "Reports"): small, so
 * computed on each call. Access as in service.ts; a section of another school's lesson is 403,
 * like another school's class.
 */

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
