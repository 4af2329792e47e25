import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { makeClass, makeSchool, makeUser, signedIn } from '@kyu/test-support/db';

describe('teachers: own classes', () => {
  let app: FastifyInstance;
  let db: Db;
  let schoolId: number;
  let teacher: Awaited<ReturnType<typeof signedIn>>;
  let owner: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    schoolId = (await makeSchool(db)).id;
    const otherSchoolId = (await makeSchool(db)).id;
    teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId });
    owner = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId });
    const students = [
      await makeUser(db, { schoolId }),
      await makeUser(db, { schoolId }),
      await makeUser(db, { schoolId, isActive: false }),
    ];
    await makeClass(db, {
      schoolId,
      name: 'P5 Mathematics',
      levelName: 'Primary 5',
      subjectName: 'Mathematics',
      memberIds: [teacher.user.id, ...students.map((s) => s.id)],
    });
    await makeClass(db, {
      schoolId,
      name: 'P5 Science',
      levelName: 'Primary 5',
      subjectName: 'Science',
    });
    await makeClass(db, { schoolId: otherSchoolId, name: 'Elsewhere', memberIds: [] });
  });
  afterAll(() => app.close());

  const get = (headers?: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/teachers/class', headers });

  it('lists the classes a teacher is a member of, with level, subject and active students', async () => {
    const res = await get(teacher.headers);
    expect(res.statusCode).toBe(200);
    const [klass] = res.json();
    expect(res.json()).toHaveLength(1);
    expect(klass).toMatchObject({
      name: 'P5 Mathematics',
      academic_level_name: 'Primary 5',
      subject_name: 'Mathematics',
      student_count: 2,
    });
    expect(klass.academic_level_id).toBeGreaterThan(0);
    expect(klass.subject_id).toBeGreaterThan(0);
  });

  it("lists every class of the school to the school's teacher-admin", async () => {
    const res = await get(owner.headers);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual([
      'P5 Mathematics',
      'P5 Science',
    ]);
    expect(res.json()[1].student_count).toBe(0);
  });

  it('lists no class of another school, even one the teacher is still a member of', async () => {
    const otherSchoolId = (await makeSchool(db)).id;
    const moved = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId });
    await makeClass(db, {
      schoolId: otherSchoolId,
      name: 'Old school',
      memberIds: [moved.user.id],
    });
    expect((await get(moved.headers)).json()).toEqual([]);
    const schoolless = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId: null });
    await makeClass(db, { schoolId: otherSchoolId, memberIds: [schoolless.user.id] });
    expect((await get(schoolless.headers)).json()).toEqual([]);
  });

  it('answers 401 without a session and 403 to other roles', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const userRoleId of [1, 3, 4, 6]) {
      const { headers } = await signedIn(db, { userRoleId, schoolId });
      expect((await get(headers)).statusCode, `role ${userRoleId}`).toBe(403);
    }
  });
});
