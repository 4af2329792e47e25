import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { buildTestApp } from '../../../test/build-test-app';
import { makeClass, makeSchool, makeUser, signedIn } from '@kyu/test-support/db';

type Headers = Record<string, string>;

describe("admin: a school's classes", () => {
  let app: FastifyInstance;
  let db: Db;
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let hillsideId: number;
  let riversideId: number;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp());
    hillsideId = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    riversideId = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    const pupil = await makeUser(db, { schoolId: hillsideId });
    await makeClass(db, { schoolId: hillsideId, name: 'P5 Maths', memberIds: [pupil.id] });
    await makeClass(db, { schoolId: riversideId, name: 'R1 Art' });
    superAdmin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillsideId })).headers;
  });
  afterAll(() => app.close());

  const classesOf = (id: number, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/v1/admin/schools/${id}/classes`, headers });

  it("lists only that school's classes, with their students counted", async () => {
    const res = await classesOf(hillsideId, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'P5 Maths', student_count: 1, teacher_count: 0 }),
    ]);
    expect((await classesOf(riversideId, superAdmin)).json()).toEqual([
      expect.objectContaining({ name: 'R1 Art' }),
    ]);
  });

  it("gives a school admin their own school's classes and refuses another school's with 403", async () => {
    expect((await classesOf(hillsideId, schoolAdmin)).statusCode).toBe(200);
    const res = await classesOf(riversideId, schoolAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 404 for a school that does not exist', async () => {
    expect((await classesOf(999_999, superAdmin)).statusCode).toBe(404);
  });
});
