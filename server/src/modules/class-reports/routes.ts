import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AssignmentReport,
  AssignmentReportParams,
  ClassParams,
  ClassReport,
  ClassStudentParams,
  ClassStudentTopicParams,
  ClassTopicParams,
  ClassTopicReport,
  ClassWorksheetParams,
  IdParams,
  LessonPerformance,
  PerformanceQuery,
  PerformanceTotals,
  ReportQuery,
  SectionReport,
  SectionReportQuery,
  StudentPerformance,
  StudentReport,
  StudentTopicReport,
  TopicMastery,
  UserRole,
  WeekScore,
  WorksheetPerformance,
  WorksheetSubmission,
} from '@kyu/core/contract';
import { asJsonBody } from '../../lib/json-text';
import { principalOf } from '../sessions/plugin';
import * as lessonReports from './lesson-reports';
import * as reports from './reports';
import * as perf from './service';

const tags = ['reports'];

const DAYS = 'start and end are calendar days (UTC), both included.';

const KEPT =
  'Computed once and kept; `regenerate=true` recomputes it. A kept report whose window includes ' +
  'today is recomputed when one of its students has an answer marked since, or after five ' +
  'minutes; one whose window had closed when it was computed is kept as it is.';

/**
 * Class performance and teaching reports (issue 13), for the class's teachers, the school's
 * teacher-admin and admins. Registered without a prefix: /classes, /lessons and /worksheets are
 * shared with the modules that own their other paths.
 */
export async function classReportsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const staff = { preHandler: app.requireRole(UserRole.teacher, UserRole.admin) };
  const who = principalOf;

  app.get(
    '/classes/:id/topics-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassTopicsPerformance',
        summary: "Mastery of each topic the class's answers touch, least mastered first",
        description: DAYS,
        params: ClassParams,
        querystring: PerformanceQuery,
        response: { 200: Type.Array(TopicMastery) },
      },
    },
    async (request) =>
      perf.topicsPerformance(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/classes/:id/students-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassStudentsPerformance',
        summary: 'Each student: answers, full marks, score and counts by difficulty',
        description: DAYS,
        params: ClassParams,
        querystring: PerformanceQuery,
        response: { 200: Type.Array(StudentPerformance) },
      },
    },
    async (request) =>
      perf.studentsPerformance(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/classes/:id/class-average-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassAveragePerformance',
        summary: "The class's score by week (Monday, UTC)",
        description: DAYS,
        params: ClassParams,
        querystring: PerformanceQuery,
        response: { 200: Type.Array(WeekScore) },
      },
    },
    async (request) =>
      perf.classAveragePerformance(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/classes/:id/class-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassPerformance',
        summary: "The class's totals over the window",
        description: DAYS,
        params: ClassParams,
        querystring: PerformanceQuery,
        response: { 200: PerformanceTotals },
      },
    },
    async (request) =>
      perf.classPerformance(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/classes/:id/school-average-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getSchoolAveragePerformance',
        summary: "The score by week of every student of the class's school, to compare",
        description: DAYS,
        params: ClassParams,
        querystring: PerformanceQuery,
        response: { 200: Type.Array(WeekScore) },
      },
    },
    async (request) =>
      perf.schoolAveragePerformance(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/classes/:id/students/:sid/lessons-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getStudentLessonsPerformance',
        summary: "A class student's progress in each lesson given to the class",
        params: ClassStudentParams,
        response: { 200: Type.Array(LessonPerformance) },
      },
    },
    async (request) => perf.lessonsPerformance(app.db, who(request), request.params, false),
  );
  app.get(
    '/classes/:id/students/:sid/learning-path-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getStudentLearningPathPerformance',
        summary: "A class student's progress in each lesson of their own learning path",
        params: ClassStudentParams,
        response: { 200: Type.Array(LessonPerformance) },
      },
    },
    async (request) => perf.lessonsPerformance(app.db, who(request), request.params, true),
  );
  app.get(
    '/classes/:id/students/:sid/worksheets-performance',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getStudentWorksheetsPerformance',
        summary: "A class student's worksheets given to the class, with their latest marks",
        params: ClassStudentParams,
        response: { 200: Type.Array(WorksheetPerformance) },
      },
    },
    async (request) => perf.worksheetsPerformance(app.db, who(request), request.params),
  );
  app.get(
    '/classes/:id/worksheets/:wid/submissions',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'listWorksheetSubmissions',
        summary:
          'Each student of the class and their latest marked attempt of a worksheet given to it',
        params: ClassWorksheetParams,
        response: { 200: Type.Array(WorksheetSubmission) },
      },
    },
    async (request) =>
      perf.worksheetSubmissions(app.db, who(request), request.params.id, request.params.wid),
  );
  app.get(
    '/lessons/sections/:id/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getLessonSectionReport',
        summary:
          "What the class, or one student, knew of a section's topics before its lesson was given, and after",
        description:
          'Covers the students of the classes given the lesson that the viewer teaches, or one of them (student_id). The line is when the lesson was first given to those classes.',
        params: IdParams,
        querystring: SectionReportQuery,
        response: { 200: SectionReport },
      },
    },
    async (request) =>
      lessonReports.sectionReport(app.db, who(request), request.params.id, request.query),
  );
  app.get(
    '/worksheets/:id/assignments/:aid/classes/:cid/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getWorksheetAssignmentReport',
        summary: "An assignment's questions (share right, who missed each) and its students' marks",
        params: AssignmentReportParams,
        response: { 200: AssignmentReport },
      },
    },
    async (request) => lessonReports.assignmentReport(app.db, who(request), request.params),
  );
  app.get(
    '/classes/:id/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassReport',
        summary:
          'The class against its school by week, its topics by mastery, students by difficulty and the questions most of it gets wrong',
        description: KEPT,
        params: ClassParams,
        querystring: ReportQuery,
        response: { 200: ClassReport },
      },
    },
    async (request, reply) =>
      asJsonBody(
        reply,
        reports.classReport(app.db, who(request), request.params.id, request.query, app.clock()),
      ),
  );
  app.get(
    '/classes/:id/topics/:tid/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getClassTopicReport',
        summary: 'One topic in the class: by week, by student, and its most missed questions',
        description: KEPT,
        params: ClassTopicParams,
        querystring: ReportQuery,
        response: { 200: ClassTopicReport },
      },
    },
    async (request, reply) =>
      asJsonBody(
        reply,
        reports.classTopicReport(app.db, who(request), request.params, request.query, app.clock()),
      ),
  );
  app.get(
    '/classes/:id/students/:sid/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getStudentReport',
        summary: 'A student in the class: score by week, topics, worksheets and lessons',
        description: KEPT,
        params: ClassStudentParams,
        querystring: ReportQuery,
        response: { 200: StudentReport },
      },
    },
    async (request, reply) =>
      asJsonBody(
        reply,
        reports.studentReport(app.db, who(request), request.params, request.query, app.clock()),
      ),
  );
  app.get(
    '/classes/:id/students/:sid/topics/:tid/report',
    {
      ...staff,
      schema: {
        tags,
        operationId: 'getStudentTopicReport',
        summary: 'A student in one topic: score by week and the questions they miss',
        description: KEPT,
        params: ClassStudentTopicParams,
        querystring: ReportQuery,
        response: { 200: StudentTopicReport },
      },
    },
    async (request, reply) =>
      asJsonBody(
        reply,
        reports.studentTopicReport(
          app.db,
          who(request),
          request.params,
          request.query,
          app.clock(),
        ),
      ),
  );
}
