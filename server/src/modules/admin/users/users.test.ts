import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { makeSchool, makeUser, signedIn, type UserRow } from '@kyu/test-support/db';

type Headers = Record<string, string>;

describe('admin: users', () => {
  let app: FastifyInstance;
  let db: Db;
  let superAdmin: { user: UserRow; headers: Headers };
  let schoolAdmin: { user: UserRow; headers: Headers };
  let hillsideId: number;
  let riversideId: number;
  let mia: UserRow;
  let leo: UserRow;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    hillsideId = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    riversideId = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    superAdmin = await signedIn(db, { userRoleId: 3, schoolId: null, email: 'boss@kyu.example' });
    schoolAdmin = await signedIn(db, {
      userRoleId: 3,
      schoolId: hillsideId,
      email: 'head@hillside.example',
    });
    mia = await makeUser(db, {
      firstName: 'Mia',
      lastName: 'Tan',
      email: 'mia@hillside.example',
      schoolId: hillsideId,
    });
    await makeUser(db, {
      firstName: 'Ava',
      lastName: 'Ng',
      userRoleId: 2,
      teacherRoleId: 3,
      schoolId: hillsideId,
    });
    leo = await makeUser(db, {
      firstName: 'Leo',
      lastName: 'Lim',
      email: 'leo@riverside.example',
      schoolId: riversideId,
    });
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PUT', url: string, headers?: Headers, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin/users${url}`, headers, payload });
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const ids = (res: { json(): { id: number }[] }) => res.json().map((u) => u.id);

  it('answers 401 without a session and 403 to every role but admin', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    for (const userRoleId of [1, 2, 4, 5, 6]) {
      const { headers } = await signedIn(db, { userRoleId, schoolId: hillsideId });
      expect((await call('GET', '', headers)).statusCode, `role ${userRoleId}`).toBe(403);
      expect((await call('PUT', `/${mia.id}`, headers, { is_active: false })).statusCode).toBe(403);
    }
  });

  it('lists every user to a super admin, with Content-Range', async () => {
    const res = await call('GET', '?sort=["id","ASC"]&range=[0,1]', superAdmin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.headers['content-range']).toMatch(/^users 0-1\/\d+$/);
    expect(Number(res.headers['content-range']!.toString().split('/')[1])).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('searches names, e-mails and usernames, including a full name', async () => {
    expect(ids(await call('GET', `?${filter({ q: 'mia tan' })}`, superAdmin.headers))).toEqual([
      mia.id,
    ]);
    expect(
      ids(await call('GET', `?${filter({ q: 'RIVERSIDE.example' })}`, superAdmin.headers)),
    ).toEqual([leo.id]);
  });

  it('filters by role, school and activation', async () => {
    const teachers = (
      await call(
        'GET',
        `?${filter({ user_role_id: 2, school_id: hillsideId })}`,
        superAdmin.headers,
      )
    ).json();
    expect(teachers.every((u: { user_role_id: number }) => u.user_role_id === 2)).toBe(true);
    expect(teachers.length).toBeGreaterThan(0);
    const staff = (
      await call('GET', `?${filter({ school_id: null, user_role_id: 3 })}`, superAdmin.headers)
    ).json();
    expect(staff.map((u: { email: string }) => u.email)).toContain('boss@kyu.example');
    expect(
      (await call('GET', `?${filter({ is_active: false })}`, superAdmin.headers)).json(),
    ).toEqual([]);
  });

  it("shows a school admin only their school's users", async () => {
    const res = await call('GET', '?range=[0,99]', schoolAdmin.headers);
    const schools = new Set(res.json().map((u: { school_id: number }) => u.school_id));
    expect([...schools]).toEqual([hillsideId]);
    expect(ids(res)).toContain(mia.id);
    expect(ids(res)).not.toContain(leo.id);
    expect(ids(res)).not.toContain(superAdmin.user.id);
    expect((await call('GET', `/${leo.id}`, schoolAdmin.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/${leo.id}`, schoolAdmin.headers, { first_name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('refuses a school admin moving a user to another school or to none', async () => {
    for (const school_id of [riversideId, null]) {
      const res = await call('PUT', `/${mia.id}`, schoolAdmin.headers, { school_id });
      expect(res.statusCode, String(school_id)).toBe(403);
    }
    expect((await call('GET', `/${mia.id}`, superAdmin.headers)).json().school_id).toBe(hillsideId);
  });

  it('lets a super admin move a user and refuses an unknown school', async () => {
    const user = await makeUser(db, { schoolId: hillsideId });
    const moved = await call('PUT', `/${user.id}`, superAdmin.headers, { school_id: riversideId });
    expect(moved.json()).toMatchObject({ school_id: riversideId });
    const unknown = await call('PUT', `/${user.id}`, superAdmin.headers, { school_id: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('school_id');
  });

  it('gives a new teacher the plain teacher sub-role and clears it for other roles', async () => {
    const user = await makeUser(db, { schoolId: hillsideId });
    const teacher = await call('PUT', `/${user.id}`, schoolAdmin.headers, { user_role_id: 2 });
    expect(teacher.json()).toMatchObject({ user_role_id: 2, teacher_role_id: 3 });
    const head = await call('PUT', `/${user.id}`, schoolAdmin.headers, { teacher_role_id: 2 });
    expect(head.json()).toMatchObject({ teacher_role_id: 2 });
    const parent = await call('PUT', `/${user.id}`, schoolAdmin.headers, {
      user_role_id: 6,
      teacher_role_id: 1,
    });
    expect(parent.json()).toMatchObject({ user_role_id: 6, teacher_role_id: null });
  });

  it('deactivates a user and signs them out everywhere', async () => {
    const { user, headers } = await signedIn(db, { schoolId: hillsideId });
    const before = await app.inject({ method: 'GET', url: '/api/v1/users/onboarding', headers });
    expect(before.statusCode).toBe(200);
    const res = await call('PUT', `/${user.id}`, schoolAdmin.headers, { is_active: false });
    expect(res.json()).toMatchObject({ id: user.id, is_active: false });
    const after = await app.inject({ method: 'GET', url: '/api/v1/users/onboarding', headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an admin deactivating or demoting themselves', async () => {
    const self = schoolAdmin.user.id;
    expect(
      (await call('PUT', `/${self}`, schoolAdmin.headers, { is_active: false })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/${self}`, schoolAdmin.headers, { user_role_id: 2 })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/${self}`, schoolAdmin.headers, { first_name: 'Head' })).json(),
    ).toMatchObject({
      first_name: 'Head',
    });
  });

  it('ignores read-only fields that react-admin sends back with the record', async () => {
    const record = (await call('GET', `/${mia.id}`, superAdmin.headers)).json();
    const res = await call('PUT', `/${mia.id}`, superAdmin.headers, {
      ...record,
      email: 'changed@x.example',
      last_name: 'Tan-Lee',
    });
    expect(res.json()).toMatchObject({ email: 'mia@hillside.example', last_name: 'Tan-Lee' });
  });
});
