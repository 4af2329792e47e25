import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClassCreate,
  ClassCreated,
  ClassDetails,
  ClassMembership,
  ClassSummaryList,
  ClassTopicList,
  ClassUserIds,
  DirectoryPerson,
  IdParams,
  UserRole,
} from '@kyu/core/contract';
import { Type } from 'typebox';
import { principalOf } from '../sessions/plugin';
import * as classes from './service';

/**
 * A school's classes for its teachers and admins. A class is used through classOfTeacher: an
 * unknown class is 404, another school's 403, and a teacher who is not the teacher-admin works
 * only with their own. Performance and report calls under /classes are another plugin's.
 */
export async function classesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const staff = { preHandler: app.requireRole(UserRole.teacher, UserRole.admin) };

  app.get(
    '',
    {
      ...staff,
      schema: {
        operationId: 'listClasses',
        summary: 'The classes you manage, with their students and teachers counted',
        response: { 200: ClassSummaryList },
      },
    },
    async (request) => classes.classesOf(app.db, principalOf(request)),
  );

  app.post(
    '',
    {
      ...staff,
      schema: {
        operationId: 'createClass',
        summary: 'Makes a class of your school; a teacher who makes it becomes its member',
        body: ClassCreate,
        response: { 200: ClassCreated },
      },
    },
    async (request) => classes.createClass(app.db, principalOf(request), request.body),
  );

  app.get(
    '/:id/students',
    {
      ...staff,
      schema: {
        operationId: 'listClassStudents',
        summary: 'The students of a class',
        params: IdParams,
        response: { 200: Type.Array(DirectoryPerson) },
      },
    },
    async (request) => classes.classStudents(app.db, principalOf(request), request.params.id),
  );

  app.put(
    '/:id/students',
    {
      ...staff,
      schema: {
        operationId: 'setClassStudents',
        summary: "Makes the class's students exactly the ones given; its teachers stay",
        description:
          'Every id must be a student of the class’s school: another school’s is 403, an ' +
          'unknown id 404, someone not a student 400. Answers the students it has now.',
        params: IdParams,
        body: ClassUserIds,
        response: { 200: ClassMembership },
      },
    },
    async (request) =>
      classes.setStudents(app.db, principalOf(request), request.params.id, request.body.user_ids),
  );

  app.get(
    '/:id/details',
    {
      ...staff,
      schema: {
        operationId: 'getClassDetails',
        summary: 'A class: name, level, subject, teachers and counts',
        params: IdParams,
        response: { 200: ClassDetails },
      },
    },
    async (request) => classes.classDetails(app.db, principalOf(request), request.params.id),
  );

  app.get(
    '/:id/topics',
    {
      ...staff,
      schema: {
        operationId: 'listClassTopics',
        summary: 'The topics of the courses of the class’s subject and level',
        params: IdParams,
        response: { 200: ClassTopicList },
      },
    },
    async (request) => classes.classTopics(app.db, principalOf(request), request.params.id),
  );
}
