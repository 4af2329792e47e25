import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClassCreate,
  ClassCreated,
  ClassMembership,
  ClassPeople,
  ClassUserIds,
  DirectoryPage,
  DirectoryPersonDetail,
  IdParams,
  ParentDirectoryQuery,
  StudentDirectoryQuery,
  TeacherActivationCodePage,
  TeacherClassList,
  TeacherCodesQuery,
  TeacherDirectoryQuery,
  TeacherSchoolDetails,
  UserRole,
} from '@kyu/core/contract';
import * as classes from '../classes/service';
import { principalOf } from '../sessions/plugin';
import * as teachers from './service';

/**
 * The teacher directory of calls.md §7; teachers only. Everything is of the teacher's own
 * school: another school's person or class answers 403, an unknown id 404.
 */
export async function teachersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const teacher = { preHandler: app.requireRole(UserRole.teacher) };

  app.get(
    '',
    {
      ...teacher,
      schema: {
        operationId: 'listTeachers',
        summary: "The school's teachers, a page at a time",
        querystring: TeacherDirectoryQuery,
        response: { 200: DirectoryPage },
      },
    },
    async (request) => teachers.directory(app.db, principalOf(request), 'teachers', request.query),
  );

  app.get(
    '/students',
    {
      ...teacher,
      schema: {
        operationId: 'listSchoolStudents',
        summary: "The school's students, a page at a time",
        description:
          '`exclude_class_id` leaves out the members of that class (one the teacher may use); ' +
          '`exclude_linked_child=true` leaves out students a parent has already linked.',
        querystring: StudentDirectoryQuery,
        response: { 200: DirectoryPage },
      },
    },
    async (request) => teachers.directory(app.db, principalOf(request), 'students', request.query),
  );

  app.get(
    '/parents',
    {
      ...teacher,
      schema: {
        operationId: 'listSchoolParents',
        summary: "The parents of the school's students, a page at a time",
        querystring: ParentDirectoryQuery,
        response: { 200: DirectoryPage },
      },
    },
    async (request) => teachers.directory(app.db, principalOf(request), 'parents', request.query),
  );

  for (const [kind, path, operationId] of [
    ['students', '/students/:id', 'getSchoolStudent'],
    ['parents', '/parents/:id', 'getSchoolParent'],
    ['teachers', '/:id', 'getSchoolTeacher'],
  ] as const) {
    app.get(
      path,
      {
        ...teacher,
        schema: {
          operationId,
          summary: `One of the school's ${kind}, with their classes and family`,
          params: IdParams,
          response: { 200: DirectoryPersonDetail },
        },
      },
      async (request) =>
        teachers.directoryPerson(app.db, principalOf(request), kind, request.params.id),
    );
  }

  app.get(
    '/class',
    {
      ...teacher,
      schema: {
        operationId: 'listOwnClasses',
        summary: "The teacher's own classes",
        response: { 200: TeacherClassList },
      },
    },
    async (request) => teachers.teacherClasses(app.db, principalOf(request)),
  );

  app.post(
    '/class',
    {
      ...teacher,
      schema: {
        operationId: 'createTeacherClass',
        summary: 'Makes a class of the school; the teacher becomes its member',
        body: ClassCreate,
        response: { 200: ClassCreated },
      },
    },
    async (request) => classes.createClass(app.db, principalOf(request), request.body),
  );

  app.get(
    '/class/:id',
    {
      ...teacher,
      schema: {
        operationId: 'getClassPeople',
        summary: 'The students and teachers of a class',
        params: IdParams,
        response: { 200: ClassPeople },
      },
    },
    async (request) => classes.classPeopleOf(app.db, principalOf(request), request.params.id),
  );

  for (const [action, change] of [
    ['assign', classes.assignMembers],
    ['unassign', classes.unassignMembers],
  ] as const) {
    app.post(
      `/class/:id/${action}`,
      {
        ...teacher,
        schema: {
          operationId: `${action}ClassUsers`,
          summary:
            action === 'assign'
              ? "Adds students or teachers of the class's school to it"
              : 'Takes users out of a class',
          description:
            'Answers the class and every member it has now. A user of another school is 403, ' +
            'an unknown one 404, a parent or admin 400.',
          params: IdParams,
          body: ClassUserIds,
          response: { 200: ClassMembership },
        },
      },
      async (request) =>
        change(app.db, principalOf(request), request.params.id, request.body.user_ids),
    );
  }

  app.get(
    '/schools/details',
    {
      ...teacher,
      schema: {
        operationId: 'getTeacherSchool',
        summary: "The teacher's school: its counts and switches",
        response: { 200: TeacherSchoolDetails },
      },
    },
    async (request) => teachers.schoolDetails(app.db, principalOf(request)),
  );

  app.get(
    '/activation-codes',
    {
      ...teacher,
      schema: {
        operationId: 'listSchoolActivationCodes',
        summary: "The school's activation codes, for its teacher-admin",
        querystring: TeacherCodesQuery,
        response: { 200: TeacherActivationCodePage },
      },
    },
    async (request) => teachers.activationCodes(app.db, principalOf(request), request.query),
  );
}
