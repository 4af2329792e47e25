import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import {
  makeClass,
  makeCourse,
  makeSchool,
  makeTopic,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';
import type { Principal } from '../sessions/principal';
import { classOfTeacher } from './service';

type Who = Awaited<ReturnType<typeof signedIn>>;
const principal = (who: Who): Principal => ({
  sessionId: 1,
  userId: who.user.id,
  userRoleId: who.user.userRoleId,
  teacherRoleId: who.user.teacherRoleId,
  schoolId: who.user.schoolId,
});

describe('classes', () => {
  let app: FastifyInstance;
  let db: Db;
  let schoolId: number;
  let owner: Who;
  let teacher: Who;
  let admin: Who;
  let klass: Awaited<ReturnType<typeof makeClass>>;
  let pupils: number[];

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    schoolId = (await makeSchool(db)).id;
    owner = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId });
    teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId });
    admin = await signedIn(db, { userRoleId: 3, schoolId });
    pupils = [
      (await makeUser(db, { schoolId })).id,
      (await makeUser(db, { schoolId })).id,
      (await makeUser(db, { schoolId })).id,
    ];
    klass = await makeClass(db, {
      schoolId,
      name: 'P5 Maths',
      memberIds: [teacher.user.id, pupils[0]!, pupils[1]!],
    });
    await makeClass(db, { schoolId, name: 'P5 Science' });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
    app.inject({ method, url: `/api/v1/classes${url}`, headers: who.headers, payload });

  it('lists a teacher’s own classes, and the whole school’s to its teacher-admin and admin', async () => {
    const mine = (await call('GET', '', teacher)).json();
    expect(mine).toEqual([
      expect.objectContaining({ name: 'P5 Maths', student_count: 2, teacher_count: 1 }),
    ]);
    for (const who of [owner, admin]) {
      expect((await call('GET', '', who)).json().map((c: { name: string }) => c.name)).toEqual([
        'P5 Maths',
        'P5 Science',
      ]);
    }
  });

  it('makes a class whose maker teaches it; an unknown level is 404, a blank name 400', async () => {
    const body = {
      name: 'P6 Maths',
      academic_level_id: klass.academicLevelId,
      subject_id: klass.subjectId,
    };
    const res = await call('POST', '', teacher, body);
    expect(res.statusCode).toBe(200);
    const details = (await call('GET', `/${res.json().class_id}/details`, teacher)).json();
    expect(details).toMatchObject({ name: 'P6 Maths', student_count: 0, teacher_count: 1 });
    expect(details.teachers.map((t: { id: number }) => t.id)).toEqual([teacher.user.id]);
    expect(
      (await call('POST', '', teacher, { ...body, academic_level_id: 999999 })).statusCode,
    ).toBe(404);
    expect((await call('POST', '', teacher, { ...body, name: '' })).statusCode).toBe(400);
  });

  it('makes the class’s students exactly the set given, keeping its teachers', async () => {
    const res = await call('PUT', `/${klass.id}/students`, teacher, {
      user_ids: [pupils[1], pupils[2]],
    });
    expect(res.json()).toEqual({ class_id: klass.id, user_ids: [pupils[1], pupils[2]] });
    const students = (await call('GET', `/${klass.id}/students`, teacher)).json();
    expect(students.map((s: { id: number }) => s.id).sort()).toEqual([pupils[1], pupils[2]].sort());
    const details = (await call('GET', `/${klass.id}/details`, teacher)).json();
    expect(details).toMatchObject({ student_count: 2, teacher_count: 1 });
    expect(
      (await call('PUT', `/${klass.id}/students`, teacher, { user_ids: [owner.user.id] }))
        .statusCode,
    ).toBe(400);
  });

  it('lists the topics of the courses of the class’s subject and level', async () => {
    const course = await makeCourse(db, {
      name: 'Maths 5',
      subjectId: klass.subjectId,
      academicLevelId: klass.academicLevelId,
    });
    await makeTopic(db, course.id, 'Fractions');
    await makeTopic(db, (await makeCourse(db)).id, 'Elsewhere');
    expect((await call('GET', `/${klass.id}/topics`, teacher)).json()).toEqual([
      expect.objectContaining({ topic_name: 'Fractions', course_id: course.id }),
    ]);
  });

  it('refuses another school’s class (403), an unknown one (404) and a bad id (400)', async () => {
    const elsewhere = await makeClass(db, { schoolId: (await makeSchool(db)).id });
    expect((await call('GET', `/${elsewhere.id}/details`, owner)).statusCode).toBe(403);
    expect((await call('GET', '/999999/details', owner)).statusCode).toBe(404);
    expect((await call('GET', '/0/details', owner)).statusCode).toBe(400);
    const student = await signedIn(db, { schoolId });
    expect((await call('GET', '', student)).statusCode).toBe(403);
  });

  describe('classOfTeacher', () => {
    it('gives a member teacher their class, and the teacher-admin and admin any of the school', async () => {
      for (const who of [teacher, owner, admin]) {
        expect((await classOfTeacher(db, principal(who), klass.id)).id).toBe(klass.id);
      }
    });

    it('refuses a plain teacher a class they do not teach with 403', async () => {
      const other = await makeClass(db, { schoolId });
      await expect(classOfTeacher(db, principal(teacher), other.id)).rejects.toMatchObject({
        status: 403,
      });
    });

    it('refuses another school’s class with 403, and an unknown or inactive one with 404', async () => {
      const elsewhere = await makeClass(db, { schoolId: (await makeSchool(db)).id });
      await expect(classOfTeacher(db, principal(owner), elsewhere.id)).rejects.toMatchObject({
        status: 403,
      });
      await expect(classOfTeacher(db, principal(owner), 999999)).rejects.toMatchObject({
        status: 404,
      });
    });

    it('gives Kyu’s own admins (of no school) any class', async () => {
      const kyu = await signedIn(db, { userRoleId: 3, schoolId: null });
      expect((await classOfTeacher(db, principal(kyu), klass.id)).id).toBe(klass.id);
    });
  });
});
