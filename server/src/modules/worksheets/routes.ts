import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CourseIdParams,
  IdParams,
  PublicWorksheet,
  ShareLink,
  UserRole,
  Worksheet,
  WorksheetBody,
  WorksheetDetail,
  WorksheetListQuery,
  WorksheetPage,
  WorksheetPatch,
  WorksheetQuestions,
} from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import { assignmentRoutes } from './assignment-routes';
import { exportRoutes } from './export-routes';
import { generationRoutes } from './generation-routes';
import * as worksheets from './service';

/**
 * Worksheets (calls.md §7): teachers make and change their school's; its admins and Kyu's
 * curriculum staff may read them. Another school's worksheet answers 404, never 403.
 */
export async function worksheetsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const teacher = { preHandler: app.requireRole(UserRole.teacher) };
  const reader = {
    preHandler: app.requireRole(UserRole.teacher, UserRole.admin, UserRole.curriculum),
  };
  const one = { 200: Worksheet };

  await app.register(assignmentRoutes);
  await app.register(generationRoutes);
  await app.register(exportRoutes);

  app.post(
    '',
    {
      ...teacher,
      schema: {
        operationId: 'createWorksheet',
        summary: 'Make a worksheet of questions of one course, for your school',
        description:
          'The course is Kyu’s catalogue or your school’s; every question a top-level question of it, ' +
          'named once, in the order asked. owner_class_id names a class you teach.',
        body: WorksheetBody,
        response: one,
      },
    },
    async (request) => worksheets.createWorksheet(app.db, principalOf(request), request.body),
  );

  app.get(
    '',
    {
      ...reader,
      schema: {
        operationId: 'listWorksheets',
        summary: 'Your school’s worksheets, newest first (filter course_id; page, size)',
        querystring: WorksheetListQuery,
        response: { 200: WorksheetPage },
      },
    },
    async (request) => worksheets.listWorksheets(app.db, principalOf(request), request.query),
  );

  app.get(
    '/course/:courseId/list',
    {
      ...reader,
      schema: {
        operationId: 'listCourseWorksheets',
        summary: 'Your school’s worksheets of one course',
        params: CourseIdParams,
        response: { 200: Type.Array(Worksheet) },
      },
    },
    async (request) =>
      worksheets.courseWorksheets(app.db, principalOf(request), request.params.courseId),
  );

  app.get(
    '/:id/public',
    {
      schema: {
        operationId: 'getPublicWorksheet',
        summary: 'A shared worksheet’s title and questions, without answers; no sign-in',
        description: 'A worksheet that was not shared answers 404.',
        params: IdParams,
        response: { 200: PublicWorksheet },
      },
    },
    async (request) => worksheets.publicWorksheet(app.db, app.files.urlOf, request.params.id),
  );

  app.get(
    '/:id',
    {
      ...reader,
      schema: {
        operationId: 'getWorksheet',
        summary: 'A worksheet with its questions and their answer keys',
        params: IdParams,
        response: { 200: WorksheetDetail },
      },
    },
    async (request) =>
      worksheets.getWorksheet(app.db, app.files.urlOf, principalOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...teacher,
      schema: {
        operationId: 'updateWorksheet',
        summary: 'Change a worksheet’s title, grouping, time limit or class',
        params: IdParams,
        body: WorksheetPatch,
        response: one,
      },
    },
    async (request) =>
      worksheets.patchWorksheet(app.db, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...teacher,
      schema: {
        operationId: 'deleteWorksheet',
        summary: 'Remove a worksheet from the library and from students’ lists',
        description: 'Attempts already made keep it, so it is retired rather than erased.',
        params: IdParams,
        response: one,
      },
    },
    async (request) => worksheets.deleteWorksheet(app.db, principalOf(request), request.params.id),
  );

  app.get(
    '/:id/questions',
    {
      ...reader,
      schema: {
        operationId: 'getWorksheetQuestions',
        summary: 'A worksheet’s question ids, in order',
        params: IdParams,
        response: { 200: WorksheetQuestions },
      },
    },
    async (request) =>
      worksheets.worksheetQuestions(app.db, principalOf(request), request.params.id),
  );

  app.put(
    '/:id/questions',
    {
      ...teacher,
      schema: {
        operationId: 'setWorksheetQuestions',
        summary: 'Replace a worksheet’s questions (in order)',
        description:
          'When the questions change, every assignment of the worksheet gets needs_reassignment: ' +
          'its students keep the old version until the teacher reassigns it.',
        params: IdParams,
        body: WorksheetQuestions,
        response: { 200: WorksheetQuestions },
      },
    },
    async (request) =>
      worksheets.putWorksheetQuestions(
        app.db,
        principalOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/:id/duplicate',
    {
      ...teacher,
      schema: {
        operationId: 'duplicateWorksheet',
        summary: 'Copy a worksheet of your school as a new one of yours',
        params: IdParams,
        response: one,
      },
    },
    async (request) =>
      worksheets.duplicateWorksheet(app.db, principalOf(request), request.params.id),
  );

  app.post(
    '/:id/share',
    {
      ...teacher,
      schema: {
        operationId: 'shareWorksheet',
        summary: 'Share a worksheet: anyone with the link answered may take it',
        description: 'The link opens the portal’s shared quiz page (/sharing/quiz/{id}).',
        params: IdParams,
        response: { 200: ShareLink },
      },
    },
    async (request) =>
      worksheets.shareWorksheet(
        app.db,
        app.config.publicUrl,
        principalOf(request),
        request.params.id,
      ),
  );
}
