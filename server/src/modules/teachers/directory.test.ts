import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import {
  linkChild,
  makeActivationCode,
  makeClass,
  makeCourse,
  makeSchool,
  makeUser,
  signedIn,
} from '@kyu/test-support/db';

describe('teachers: the directory', () => {
  let app: FastifyInstance;
  let db: Db;
  let schoolId: number;
  let otherSchoolId: number;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let teacher: Awaited<ReturnType<typeof signedIn>>;
  let classId: number;
  let otherClassId: number;
  const students: Record<string, number> = {};

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    schoolId = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    otherSchoolId = (await makeSchool(db)).id;
    owner = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId, lastName: 'Owner' });
    teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId, lastName: 'Plain' });
    for (const [first, last, username] of [
      ['Ada', 'Lovelace', 'ada.l'],
      ['Alan', 'Turing', 'alan.t'],
      ['Grace', 'Hopper', 'gracie'],
      ['Edsger', 'Dijkstra', 'ewd'],
    ] as const) {
      students[first] = (
        await makeUser(db, { schoolId, firstName: first, lastName: last, username })
      ).id;
    }
    await makeUser(db, { schoolId: otherSchoolId, firstName: 'Ada', lastName: 'Elsewhere' });
    const parent = await makeUser(db, { userRoleId: 6, firstName: 'Pat', lastName: 'Parent' });
    await linkChild(db, parent.id, students.Grace!);
    classId = (await makeClass(db, { schoolId, memberIds: [teacher.user.id, students.Ada!] })).id;
    otherClassId = (await makeClass(db, { schoolId })).id;
  });
  afterAll(() => app.close());

  const get = (url: string, who = owner) =>
    app.inject({ method: 'GET', url: `/api/v1/teachers${url}`, headers: who.headers });
  const names = (body: { items: { first_name: string }[] }) => body.items.map((p) => p.first_name);

  it('pages the school’s students by last name, with the whole count', async () => {
    const first = (await get('/students?size=3')).json();
    expect(first).toMatchObject({ total_count: 4, page: 1, size: 3 });
    expect(names(first)).toEqual(['Edsger', 'Grace', 'Ada']);
    const second = (await get('/students?size=3&page=2')).json();
    expect(names(second)).toEqual(['Alan']);
    expect((await get('/students?size=3&page=9')).json()).toMatchObject({
      items: [],
      total_count: 4,
    });
  });

  it('orders by username, either way', async () => {
    expect(names((await get('/students?order_by=username')).json())).toEqual([
      'Ada',
      'Alan',
      'Edsger',
      'Grace',
    ]);
    expect(names((await get('/students?order_by=username&desc=true')).json())).toEqual([
      'Grace',
      'Edsger',
      'Alan',
      'Ada',
    ]);
  });

  it('finds students by any part of their name or username, in their school only', async () => {
    expect(names((await get('/students?name_or_username=AD')).json())).toEqual(['Ada']);
    expect(names((await get('/students?name_or_username=ie')).json())).toEqual(['Grace']);
    expect(names((await get('/students?name_or_username=%25')).json())).toEqual([]);
  });

  it('leaves out a class’s members, and students a parent has linked', async () => {
    expect(names((await get(`/students?exclude_class_id=${classId}`)).json())).not.toContain('Ada');
    expect(names((await get('/students?exclude_linked_child=true')).json())).toEqual([
      'Edsger',
      'Ada',
      'Alan',
    ]);
  });

  it('refuses to exclude a class the teacher does not teach (403) or that is not there (404)', async () => {
    expect((await get(`/students?exclude_class_id=${otherClassId}`, teacher)).statusCode).toBe(403);
    expect((await get('/students?exclude_class_id=999999')).statusCode).toBe(404);
    expect((await get('/students?order_by=password')).statusCode).toBe(400);
    expect((await get('/students?size=0')).statusCode).toBe(400);
  });

  it('lists teachers by teacher role, and parents through their children', async () => {
    expect((await get('?teacher_role_id=3')).json().items).toHaveLength(1);
    expect((await get('')).json().total_count).toBe(2);
    expect(names((await get('/parents')).json())).toEqual(['Pat']);
  });

  it('shows one student with classes and parents; another school’s is 403, no one 404', async () => {
    const ada = (await get(`/students/${students.Ada}`)).json();
    expect(ada).toMatchObject({ first_name: 'Ada', parents: [], children: [] });
    expect(ada.classes.map((c: { id: number }) => c.id)).toEqual([classId]);
    const grace = (await get(`/students/${students.Grace}`)).json();
    expect(grace.parents).toEqual([expect.objectContaining({ name: 'Pat Parent' })]);
    const parentId = grace.parents[0].id;
    expect((await get(`/parents/${parentId}`)).json().children).toEqual([
      { id: students.Grace, name: 'Grace Hopper' },
    ]);
    const elsewhere = await makeUser(db, { schoolId: otherSchoolId });
    expect((await get(`/students/${elsewhere.id}`)).statusCode).toBe(403);
    expect((await get(`/students/${owner.user.id}`)).statusCode).toBe(404);
    expect((await get(`/${teacher.user.id}`)).json().last_name).toBe('Plain');
    expect((await get('/students/abc')).statusCode).toBe(400);
  });

  it('shows the teacher’s school with its counts', async () => {
    expect((await get('/schools/details')).json()).toMatchObject({
      id: schoolId,
      school_name: 'Hillside',
      student_count: 4,
      teacher_count: 2,
      class_count: 2,
    });
  });

  it('lists the school’s activation codes, checked once redeemed, to its teacher-admin only', async () => {
    const course = await makeCourse(db, { schoolId });
    await makeActivationCode(db, { courseIds: [course.id], schoolId, batchName: 'Cards' });
    await makeActivationCode(db, {
      courseIds: [course.id],
      schoolId,
      redeemedAt: new Date(),
      redeemedFor: students.Ada!,
    });
    await makeActivationCode(db, { courseIds: [course.id], schoolId: otherSchoolId });
    const page = (await get('/activation-codes')).json();
    expect(page.total_count).toBe(2);
    expect(page.items.map((c: { checked: boolean }) => c.checked).sort()).toEqual([false, true]);
    expect((await get('/activation-codes', teacher)).statusCode).toBe(403);
  });
});

describe('teachers: class membership', () => {
  let app: FastifyInstance;
  let db: Db;
  let schoolId: number;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let teacher: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    schoolId = (await makeSchool(db)).id;
    owner = await signedIn(db, { userRoleId: 2, teacherRoleId: 1, schoolId });
    teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, who = teacher) =>
    app.inject({ method: 'POST', url: `/api/v1/teachers${url}`, headers: who.headers, payload });

  it('makes a class the teacher is a member of, and assigns and unassigns its users', async () => {
    const level = await makeClass(db, { schoolId });
    const created = await post('/class', {
      name: 'P6 Maths',
      academic_level_id: level.academicLevelId,
      subject_id: level.subjectId,
    });
    expect(created.statusCode).toBe(200);
    const classId = created.json().class_id;
    const pupil = await makeUser(db, { schoolId });
    const assigned = await post(`/class/${classId}/assign`, { user_ids: [pupil.id] });
    expect(assigned.json()).toEqual({
      class_id: classId,
      user_ids: [teacher.user.id, pupil.id].sort((a, b) => a - b),
    });
    const people = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/teachers/class/${classId}`,
        headers: teacher.headers,
      })
    ).json();
    expect(people.students.map((s: { id: number }) => s.id)).toEqual([pupil.id]);
    expect(people.teachers.map((s: { id: number }) => s.id)).toEqual([teacher.user.id]);
    const unassigned = await post(`/class/${classId}/unassign`, { user_ids: [pupil.id] });
    expect(unassigned.json().user_ids).toEqual([teacher.user.id]);
  });

  it('refuses another school’s user (403), an unknown one (404) and a parent (400)', async () => {
    const { id: classId } = await makeClass(db, { schoolId, memberIds: [teacher.user.id] });
    const stranger = await makeUser(db, { schoolId: (await makeSchool(db)).id });
    const parent = await makeUser(db, { schoolId, userRoleId: 6 });
    const assign = (ids: number[]) => post(`/class/${classId}/assign`, { user_ids: ids });
    expect((await assign([stranger.id])).statusCode).toBe(403);
    expect((await assign([999999])).statusCode).toBe(404);
    expect((await assign([parent.id])).statusCode).toBe(400);
    expect((await post(`/class/${classId}/assign`, { user_ids: ['x'] })).statusCode).toBe(400);
  });

  it('lets a plain teacher manage only their own classes, and the teacher-admin any', async () => {
    const { id: classId } = await makeClass(db, { schoolId });
    const pupil = await makeUser(db, { schoolId });
    expect((await post(`/class/${classId}/assign`, { user_ids: [pupil.id] })).statusCode).toBe(403);
    expect(
      (await post(`/class/${classId}/assign`, { user_ids: [pupil.id] }, owner)).statusCode,
    ).toBe(200);
    expect((await post('/class/999999/assign', { user_ids: [pupil.id] })).statusCode).toBe(404);
  });
});
