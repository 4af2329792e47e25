import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AssignLessonBody,
  AverageScore,
  ClassLessonProgress,
  ClassProgressParams,
  CompleteItemBody,
  CompleteItemParams,
  ItemCompletion,
  LearningPath,
  LearningPathQuery,
  Lesson,
  LessonAssignment,
  LessonDeleted,
  LessonFormFields,
  LessonIdParams,
  LessonListQuery,
  LessonPatch,
  LessonProgressList,
  LessonProgressQuery,
  LessonQuery,
  LessonSummaryList,
  LessonWorksheetList,
  LessonWorksheetQuery,
  Performance,
  PerformanceParams,
  UserRole,
} from '@kyu/core/contract';
import { documentedMultipart, formBody } from '../../providers/files/multipart';
import { principalOf } from '../sessions/plugin';
import { classProgress, lessonProgress, performance, sectionPerformance } from './progress';
import {
  averageScore,
  completeItem,
  getLesson,
  learningPath,
  listLessons,
  schoolLessons,
} from './service';
import { readLessonForm } from './upload';
import {
  assignLesson,
  createLesson,
  deleteLesson,
  duplicateLesson,
  lessonWorksheets,
  patchLesson,
} from './write';

const tags = ['lessons'];

/**
 * Lessons and learning paths (calls.md §7 "Lessons"). Students read and complete; teachers and
 * admins read, write their school's lessons, assign them and follow progress.
 */
export async function lessonsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, urlOf: app.files.urlOf, now: app.clock };
  const writeDeps = { db: app.db, files: app.files };
  const reader = {
    preHandler: app.requireRole(UserRole.student, UserRole.teacher, UserRole.admin),
  };
  const staff = { preHandler: app.requireRole(UserRole.teacher, UserRole.admin) };
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/',
    {
      ...reader,
      schema: {
        operationId: 'listLessons',
        tags,
        summary:
          "A student's lessons (open courses and assigned), or a teacher's school's and Kyu's",
        querystring: LessonListQuery,
        response: { 200: LessonSummaryList },
      },
    },
    async (request) => listLessons(deps, principalOf(request), request.query),
  );

  app.get(
    '/school',
    {
      ...staff,
      schema: {
        operationId: 'listSchoolLessons',
        tags,
        summary: "The caller's school's own lessons",
        response: { 200: LessonSummaryList },
      },
    },
    async (request) => schoolLessons(deps, principalOf(request)),
  );

  app.get(
    '/worksheets',
    {
      ...staff,
      schema: {
        operationId: 'listLessonWorksheets',
        tags,
        summary:
          "The quizzes a lesson of the course may use: Kyu's catalogue's and the caller's school's worksheets",
        querystring: LessonWorksheetQuery,
        response: { 200: LessonWorksheetList },
      },
    },
    async (request) => lessonWorksheets(app.db, principalOf(request), request.query.course_id),
  );

  app.get(
    '/progress',
    {
      ...staff,
      schema: {
        operationId: 'listClassLessonProgress',
        tags,
        summary:
          'Each lesson given to a class (or one assignment or lesson of it), with % complete',
        querystring: LessonProgressQuery,
        response: { 200: LessonProgressList },
      },
    },
    async (request) => lessonProgress(app.db, principalOf(request), request.query),
  );

  app.get(
    '/learning-path',
    {
      ...reader,
      schema: {
        operationId: 'getLearningPath',
        tags,
        summary: "A course's learning-path lessons in order, with the student's progress",
        querystring: LearningPathQuery,
        response: { 200: LearningPath },
      },
    },
    async (request) => learningPath(deps, principalOf(request), request.query.course_id),
  );

  app.get(
    '/:id',
    {
      ...reader,
      schema: {
        operationId: 'getLesson',
        tags,
        summary:
          'A lesson with sections and items, with a student’s completions and a class’s counts',
        params: LessonIdParams,
        querystring: LessonQuery,
        response: { 200: Lesson },
      },
    },
    async (request) => getLesson(deps, principalOf(request), request.params.id, request.query),
  );

  app.get(
    '/:lessonId/assignments/:id/classes/:classId/progress',
    {
      ...staff,
      schema: {
        operationId: 'getClassLessonProgress',
        tags,
        summary: 'Each student of a class on each item of an assigned lesson',
        params: ClassProgressParams,
        response: { 200: ClassLessonProgress },
      },
    },
    async (request) => classProgress(app.db, principalOf(request), request.params),
  );

  app.get(
    '/:id/assignments/:aid/students/:sid/performance',
    {
      ...reader,
      schema: {
        operationId: 'getStudentLessonPerformance',
        tags,
        summary: "A student's work on a lesson in an assignment (0: their own learning path)",
        params: PerformanceParams,
        response: { 200: Performance },
      },
    },
    async (request) => performance(app.db, principalOf(request), request.params),
  );

  app.get(
    '/section/:id/assignments/:aid/students/:sid/performance',
    {
      ...reader,
      schema: {
        operationId: 'getStudentSectionPerformance',
        tags,
        summary: "A student's work on one section of a lesson in an assignment (0: own path)",
        params: PerformanceParams,
        response: { 200: Performance },
      },
    },
    async (request) => sectionPerformance(app.db, principalOf(request), request.params),
  );

  app.patch(
    '/:id/assignments/:aid/items/:itemId/complete',
    {
      ...student,
      schema: {
        operationId: 'completeLessonItem',
        problems: [404, 409],
        tags,
        summary: 'Complete a lesson item, in an assignment or (aid 0) on your own learning path',
        params: CompleteItemParams,
        body: CompleteItemBody,
        response: { 200: ItemCompletion },
      },
    },
    async (request) => completeItem(deps, principalOf(request), request.params, request.body),
  );

  app.post(
    '/',
    {
      ...staff,
      validatorCompiler: documentedMultipart,
      schema: {
        operationId: 'createLesson',
        problems: [404],
        tags,
        summary:
          'Create a lesson: multipart with title, description, course_id, lesson_type_id, sections (JSON) and a cover image in "file"',
        consumes: ['multipart/form-data'],
        body: formBody(LessonFormFields, {
          file: { description: 'The cover: PNG, JPEG or WebP, up to 2 MB' },
        }),
        response: { 200: Lesson },
      },
    },
    async (request) => createLesson(writeDeps, principalOf(request), await readLessonForm(request)),
  );

  app.patch(
    '/:id',
    {
      ...staff,
      schema: {
        operationId: 'updateLesson',
        tags,
        summary: "Change a lesson of the caller's school; sections, when sent, replace them all",
        params: LessonIdParams,
        body: LessonPatch,
        response: { 200: Lesson },
      },
    },
    async (request) =>
      patchLesson(writeDeps, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...staff,
      schema: {
        operationId: 'deleteLesson',
        tags,
        summary: "Retire a lesson of the caller's school",
        params: LessonIdParams,
        response: { 200: LessonDeleted },
      },
    },
    async (request) => deleteLesson(app.db, principalOf(request), request.params.id),
  );

  app.post(
    '/:id/duplicate',
    {
      ...staff,
      schema: {
        operationId: 'duplicateLesson',
        tags,
        summary: "Copy a lesson (Kyu's or the school's) into the caller's school",
        params: LessonIdParams,
        response: { 200: Lesson },
      },
    },
    async (request) => duplicateLesson(writeDeps, principalOf(request), request.params.id),
  );

  app.post(
    '/:id/assign',
    {
      ...staff,
      schema: {
        operationId: 'assignLesson',
        tags,
        summary: 'Give a lesson to a class, or to every student with a course, with a due date',
        params: LessonIdParams,
        body: AssignLessonBody,
        response: { 200: LessonAssignment },
      },
    },
    async (request) => assignLesson(app.db, principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/:id/average-score',
    {
      ...staff,
      schema: {
        operationId: 'getLessonAverageScore',
        tags,
        summary:
          "The mean score of a lesson's completed worksheet items, over the school's students",
        params: LessonIdParams,
        response: { 200: AverageScore },
      },
    },
    async (request) => averageScore(deps, principalOf(request), request.params.id),
  );
}
