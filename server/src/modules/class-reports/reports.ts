import {
  type ClassReport,
  type ClassStudentParams,
  type ClassStudentTopicParams,
  type ClassTopicParams,
  type ClassTopicReport,
  type ReportQuery,
  type StudentReport,
  type StudentTopicReport,
  type TopicMastery,
} from '@kyu/core/contract';
import type { Queryable } from '../../db/client';
import type { JsonText } from '../../lib/json-text';
import { notFound } from '../../lib/problem';
import type { Principal } from '../sessions/principal';
import { keptOrComputed } from './kept';
import * as q from './queries';
import {
  classAnswers,
  classTotals,
  studentLessons,
  studentOfClass,
  studentWorksheets,
} from './service';
import { studentPerformance, topicMastery, weekScores, wrongQuestions } from './shape';

/*
 * The kept teaching reports of calls.md §7 "Reports": class, topic, student and student-topic
 * (see kept.ts for when a kept one is recomputed). Access as in service.ts. The section and
 * assignment reports are in lesson-reports.ts.
 */

/** "Questions most of the class gets wrong": missed in at least half their answers, ten at most. */
const MOST_MISSED = { percent: 50, limit: 10 };

export async function classReport(
  db: Queryable,
  who: Principal,
  id: number,
  query: ReportQuery,
  now: Date,
): Promise<JsonText<ClassReport>> {
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

/** The topic, or 404: checked on every read, its mastery only when the report is computed. */
async function topicOf(db: Queryable, topicId: number) {
  const topic = await q.findTopic(db, topicId);
  if (!topic) throw notFound('No such topic.');
  return topic;
}

async function masteryOf(
  db: Queryable,
  topic: { id: number; topicName: string },
  f: q.AnswerFilter,
): Promise<TopicMastery> {
  const [row] = topicMastery(await q.marksByTopic(db, f)).filter((r) => r.topic_id === topic.id);
  return (
    row ?? { topic_id: topic.id, topic_name: topic.topicName, answered: 0, mastery_percent: null }
  );
}

export async function classTopicReport(
  db: Queryable,
  who: Principal,
  params: ClassTopicParams,
  query: ReportQuery,
  now: Date,
): Promise<JsonText<ClassTopicReport>> {
  const { window, filter: all } = await classAnswers(db, who, params.id, query);
  const filter = { ...all, topicIds: [params.tid] };
  const topic = await topicOf(db, params.tid);
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
        topic: await masteryOf(db, topic, filter),
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
): Promise<JsonText<StudentReport>> {
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
): Promise<JsonText<StudentTopicReport>> {
  await studentOfClass(db, who, params);
  const { window, filter: all } = await classAnswers(db, who, params.id, query);
  const filter = { ...all, scope: { studentId: params.sid }, topicIds: [params.tid] };
  const topic = await topicOf(db, params.tid);
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
        topic: await masteryOf(db, topic, filter),
        score_over_time: weekScores(await q.marksByWeek(db, filter)),
        wrong_questions: wrongQuestions(
          await q.mostMissed(db, filter, MOST_MISSED.percent, MOST_MISSED.limit),
        ),
      }),
    },
    now,
  );
}
