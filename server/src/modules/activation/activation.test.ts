import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeActivationCode, makeCourse, makeFamily, signedIn } from '@kyu/test-support/db';
import { activationCodes, courseAccess } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;
const DAY = 86_400_000;

describe('activation codes: a family', () => {
  const t = useTestApp();
  let address = 0;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, payload, remoteAddress: `10.8.0.${++address % 250}` });
  const check = (code: string) => call('GET', `/api/v1/activation/${code}`);
  const redeem = (headers: Headers, code: string, childId: number) =>
    call('POST', '/api/v1/activation', headers, { code, child_id: childId });
  const grants = (userId: number) =>
    t.db.select().from(courseAccess).where(eq(courseAccess.userId, userId));

  it('checks a code typed in any case and without its dashes, and lists what it unlocks', async () => {
    const course = await makeCourse(t.db, { name: 'Fractions' });
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    const res = await check(code.code.replace(/-/g, '').toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: code.code,
      checked: true,
      status: 'valid',
      expires_at: null,
      courses: [{ id: course.id, name: 'Fractions' }],
    });
  });

  it('answers 404 problem+json for an unknown code', async () => {
    const res = await check('ZZZZ-ZZZZ-ZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('says a used or expired code cannot be redeemed, and why', async () => {
    const course = await makeCourse(t.db);
    const used = await makeActivationCode(t.db, { courseIds: [course.id], redeemedAt: new Date() });
    const expired = await makeActivationCode(t.db, {
      courseIds: [course.id],
      expiresAt: new Date(Date.now() - DAY),
    });
    expect((await check(used.code)).json()).toMatchObject({ checked: false, status: 'used' });
    expect((await check(expired.code)).json()).toMatchObject({ checked: false, status: 'expired' });
  });

  it("redeems a code for the parent's child and grants its courses for the code's days", async () => {
    const { parent, child } = await makeFamily(t.db);
    const [a, b] = [await makeCourse(t.db), await makeCourse(t.db)];
    const code = await makeActivationCode(t.db, { courseIds: [a.id, b.id], accessDays: 30 });
    const res = await redeem(parent.headers, code.code.toLowerCase(), child.id);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .courses.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const rows = await grants(child.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ source: 'activation', sourceId: code.id });
      expect(row.endsAt!.getTime() - row.startsAt.getTime()).toBe(30 * DAY);
    }
    const listed = await call(
      'GET',
      `/api/v1/courses/user?child_id=${child.id}&has_assigned_course=true`,
      parent.headers,
    );
    expect(
      listed
        .json()
        .courses.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('grants access with no end when the code has no days of access', async () => {
    const student = await signedIn(t.db);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    expect((await redeem(student.headers, code.code, student.user.id)).statusCode).toBe(200);
    expect(await grants(student.user.id)).toEqual([expect.objectContaining({ endsAt: null })]);
  });

  it('answers 409 to a code used twice, and the second redemption grants nothing', async () => {
    const { parent, child } = await makeFamily(t.db);
    const other = await makeFamily(t.db);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    expect((await redeem(parent.headers, code.code, child.id)).statusCode).toBe(200);
    const again = await redeem(other.parent.headers, code.code, other.child.id);
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(await grants(other.child.id)).toEqual([]);
  });

  it('lets exactly one of two redemptions at once win; the other gets 409', async () => {
    const first = await makeFamily(t.db);
    const second = await makeFamily(t.db);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    const answers = await Promise.all([
      redeem(first.parent.headers, code.code, first.child.id),
      redeem(second.parent.headers, code.code, second.child.id),
      redeem(first.parent.headers, code.code, first.child.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select().from(courseAccess).where(eq(courseAccess.sourceId, code.id));
    expect(rows).toHaveLength(1);
    const [stored] = await t.db
      .select()
      .from(activationCodes)
      .where(eq(activationCodes.id, code.id));
    expect(rows[0]!.userId).toBe(stored!.redeemedFor);
  });

  it('refuses an expired code with 422 and grants nothing', async () => {
    const { parent, child } = await makeFamily(t.db);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, {
      courseIds: [course.id],
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await redeem(parent.headers, code.code, child.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ type: 'https://kyu.dev/problems/code-expired' });
    expect(await grants(child.id)).toEqual([]);
  });

  it("answers 403 to a parent redeeming for another parent's child, and leaves the code unused", async () => {
    const { parent } = await makeFamily(t.db);
    const other = await makeFamily(t.db);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    expect((await redeem(parent.headers, code.code, other.child.id)).statusCode).toBe(403);
    expect((await check(code.code)).json()).toMatchObject({ checked: true });
  });

  it('answers 404 to redeeming an unknown code and 403 to a student naming someone else', async () => {
    const { parent, child } = await makeFamily(t.db);
    const student = await signedIn(t.db);
    expect((await redeem(parent.headers, 'ABCD-EFGH-JKMN', child.id)).statusCode).toBe(404);
    const course = await makeCourse(t.db);
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    expect((await redeem(student.headers, code.code, child.id)).statusCode).toBe(403);
    expect((await redeem({}, code.code, child.id)).statusCode).toBe(401);
  });

  it('lists the courses a child has through codes, and none of another family', async () => {
    const { parent, child } = await makeFamily(t.db);
    const other = await makeFamily(t.db);
    const course = await makeCourse(t.db, { name: 'Decimals' });
    const code = await makeActivationCode(t.db, { courseIds: [course.id] });
    await redeem(parent.headers, code.code, child.id);
    const mine = await call(
      'GET',
      `/api/v1/activation/courses?student_id=${child.id}`,
      parent.headers,
    );
    expect(mine.json()).toEqual([
      {
        course: expect.objectContaining({ name: 'Decimals' }),
        code: code.code,
        activated_at: expect.any(String),
      },
    ]);
    const theirs = await call(
      'GET',
      `/api/v1/activation/courses?student_id=${child.id}`,
      other.parent.headers,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
