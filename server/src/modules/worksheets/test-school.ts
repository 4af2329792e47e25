import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client';
import {
  makeClass,
  makeCourse,
  makeQuestion,
  makeSchool,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';

/**
 * A school for the worksheet tests: a teacher of a class of two students, a student of the
 * school outside the class, a school course with three questions, and a second school with
 * its own teacher and class.
 */
export async function worksheetSchool(db: Db) {
  const school = await makeSchool(db);
  const other = await makeSchool(db);
  const teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const colleague = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const stranger = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId: other.id });
  const course = await makeCourse(db, { schoolId: school.id });
  const students = [
    await signedIn(db, {
      userRoleId: 1,
      schoolId: school.id,
      academicLevelId: course.academicLevelId,
    }),
    await signedIn(db, {
      userRoleId: 1,
      schoolId: school.id,
      academicLevelId: course.academicLevelId,
    }),
  ];
  const outsider = await signedIn(db, {
    userRoleId: 1,
    schoolId: school.id,
    academicLevelId: course.academicLevelId,
  });
  const foreigner = await makeUser(db, { userRoleId: 1, schoolId: other.id });
  const klass = await makeClass(db, {
    schoolId: school.id,
    memberIds: [teacher.user.id, ...students.map((s) => s.user.id)],
  });
  const otherClass = await makeClass(db, { schoolId: other.id, memberIds: [stranger.user.id] });
  const questions = [
    await makeQuestion(db, course.id, { text: 'What is the capital of France?' }),
    await makeQuestion(db, course.id, { text: 'What is the capital of Spain?' }),
    await makeQuestion(db, course.id, { text: 'What is the capital of Italy?' }),
  ];
  return {
    school,
    other,
    teacher,
    colleague,
    stranger,
    course,
    students,
    outsider,
    foreigner,
    klass,
    otherClass,
    questions,
  };
}

export type WorksheetSchool = Awaited<ReturnType<typeof worksheetSchool>>;

/** `app.inject` of a worksheet call as `headers`, answering the status and JSON body. */
export async function call(
  app: FastifyInstance,
  headers: Record<string, string> | undefined,
  method: InjectOptions['method'],
  path: string,
  payload?: object,
) {
  const res = await app.inject({ method, url: `/api/v1/worksheets${path}`, headers, payload });
  return { status: res.statusCode, body: res.json(), res };
}
