import { beforeAll, describe, expect, it } from 'vitest';
import type { LogsheetPage } from '@kyu/core/contract';
import {
  createUser,
  failWrites,
  makeCourse,
  makeSchool,
  signedIn,
  type UserRow,
} from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;
type Person = { user: UserRow; headers: Headers };

describe('the logsheet', () => {
  const t = useTestApp();
  let hillside: number;
  let riverside: number;
  let superAdmin: Person;
  let schoolAdmin: Person;
  let teacher: Person;
  let student: Person;
  let pupil: Awaited<ReturnType<typeof createUser>>;
  let classId: number;

  const read = async (headers: Headers, query = '') => {
    await t.app.audit.flush();
    return t.app.inject({ method: 'GET', url: `/api/v1/admin/logsheet${query}`, headers });
  };
  const page = async (headers: Headers, query = '') => {
    const res = await read(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LogsheetPage>();
  };
  /** The school admin of Hillside renames a school. */
  const rename = (schoolId: number, name: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/schools/${schoolId}`,
      headers: schoolAdmin.headers,
      payload: { school_name: name },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'password', email, password },
    });

  beforeAll(async () => {
    const { app, db } = t;
    hillside = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    riverside = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    superAdmin = await signedIn(db, { userRoleId: 3, schoolId: null, firstName: 'Kyu' });
    schoolAdmin = await signedIn(db, {
      userRoleId: 3,
      schoolId: hillside,
      firstName: 'Hana',
      lastName: 'Head',
      email: 'head@hillside.example',
    });
    teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: hillside });
    student = await signedIn(db, { userRoleId: 1, schoolId: hillside });
    pupil = await createUser(db, { schoolId: riverside, email: 'pupil@riverside.example' });

    const renamed = await rename(hillside, 'Hillside Primary');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const course = await makeCourse(db);
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/teachers/class',
      headers: teacher.headers,
      payload: {
        name: 'Year 5 Maths',
        academic_level_id: course.academicLevelId,
        subject_id: course.subjectId,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    classId = made.json<{ class_id: number }>().class_id;
    expect((await signIn(pupil.email, pupil.password!)).statusCode).toBe(200);
    expect((await signIn(pupil.email, 'not-the-password')).statusCode).toBe(401);
  });

  it("records an admin's change to a school with its route, target and school named, the school by its name", async () => {
    const { items } = await page(superAdmin.headers, `?user_id=${schoolAdmin.user.id}`);
    expect(items).toEqual([
      expect.objectContaining({
        action: 'PUT /admin/schools/{id}',
        target_id: hillside,
        target_name: 'Hillside Primary',
        status: 200,
        actor_id: schoolAdmin.user.id,
        actor_role_id: 3,
        actor_name: 'Hana Head',
        actor_email: 'head@hillside.example',
        school_id: hillside,
        school_name: 'Hillside Primary',
      }),
    ]);
  });

  it("records a teacher's new class", async () => {
    const { items } = await page(superAdmin.headers, `?user_id=${teacher.user.id}`);
    expect(items).toMatchObject([
      {
        action: 'POST /teachers/class',
        target_id: null,
        target_name: null,
        actor_role_id: 2,
        school_id: hillside,
      },
    ]);
    expect(classId).toBeGreaterThan(0);
  });

  it('records a kept sign-in with who signed in, and a refused one with no one', async () => {
    const { items } = await page(superAdmin.headers, '?action=sign-in');
    expect(items.map((e) => [e.action, e.actor_id, e.school_id, e.status])).toEqual([
      ['sign-in failed', null, null, 401],
      ['sign-in', pupil.id, riverside, 200],
    ]);
    expect(items[0]!.ip).toBeTruthy();
  });

  it('keeps no request body: the password appears nowhere', async () => {
    const res = await read(superAdmin.headers, '?size=200');
    expect(res.body).not.toContain('not-the-password');
    expect(res.body).not.toContain(pupil.password);
  });

  it("records no student's change, no reading, no refused change and no call to no route", async () => {
    const before = (await page(superAdmin.headers)).total_count;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/has-agreed-policy',
      headers: student.headers,
    });
    await t.app.inject({ method: 'GET', url: '/api/v1/teachers/class', headers: teacher.headers });
    expect((await rename(riverside, 'Taken over')).statusCode).toBe(404);
    const nowhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/no-such-call',
      headers: schoolAdmin.headers,
    });
    expect(nowhere.statusCode).toBe(404);
    expect((await page(superAdmin.headers)).total_count).toBe(before);
  });

  it('filters by person, school, action and dates, newest first, a page at a time', async () => {
    const byName = await page(superAdmin.headers, '?person=hana');
    expect(byName.items.map((e) => e.actor_id)).toEqual([schoolAdmin.user.id]);
    const bySchool = await page(superAdmin.headers, `?school_id=${riverside}`);
    expect(bySchool.items.map((e) => e.action)).toEqual(['sign-in']);
    const byAction = await page(superAdmin.headers, '?action=%2Fteachers%2F');
    expect(byAction.items.map((e) => e.action)).toEqual(['POST /teachers/class']);

    const today = new Date().toISOString().slice(0, 10);
    expect((await page(superAdmin.headers, `?from=${today}&to=${today}`)).total_count).toBe(4);
    expect((await page(superAdmin.headers, '?to=2020-01-01')).total_count).toBe(0);
    expect((await page(superAdmin.headers, '?from=2999-01-01T00:00:00Z')).total_count).toBe(0);

    const first = await page(superAdmin.headers, '?size=3');
    expect(first).toMatchObject({ total_count: 4, page: 1, size: 3 });
    expect(first.items.map((e) => e.action)).toEqual([
      'sign-in failed',
      'sign-in',
      'POST /teachers/class',
    ]);
    const second = await page(superAdmin.headers, '?size=3&page=2');
    expect(second.items.map((e) => e.action)).toEqual(['PUT /admin/schools/{id}']);
  });

  it("shows a school admin their school's entries only, and refuses another school", async () => {
    const own = await page(schoolAdmin.headers);
    expect(new Set(own.items.map((e) => e.school_id))).toEqual(new Set([hillside]));
    expect(own.total_count).toBe(2);
    expect((await page(schoolAdmin.headers, `?school_id=${hillside}`)).total_count).toBe(2);
    const other = await read(schoolAdmin.headers, `?school_id=${riverside}`);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 without a session and 403 to anyone but an admin', async () => {
    expect((await read({})).statusCode).toBe(401);
    expect((await read(teacher.headers)).statusCode).toBe(403);
    expect((await read(student.headers)).statusCode).toBe(403);
  });

  it.each([
    ['?from=yesterday', 'from'],
    ['?to=2026-02-30', 'to'],
    ['?from=2026-03-02&to=2026-03-01', 'from'],
    ['?user_id=abc', 'user_id'],
    ['?school_id=0', 'school_id'],
    ['?size=1000', 'size'],
  ])('answers 400 problem+json to %s', async (query, field) => {
    const res = await read(superAdmin.headers, query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.json<{ errors?: object }>().errors ?? {})).toContain(field);
  });

  it('answers a change that worked as it was when its entry cannot be written', async () => {
    const lift = await failWrites(t.db, { table: 'audit_log', on: 'INSERT', when: 'true' });
    try {
      expect((await rename(hillside, 'Hillside School')).statusCode).toBe(200);
      await t.app.audit.flush();
    } finally {
      await lift();
    }
    expect((await page(superAdmin.headers)).total_count).toBe(4);
  });
});
