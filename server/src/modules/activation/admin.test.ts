import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { makeCourse, makeFamily, makeSchool, signedIn } from '@kyu/test-support/db';
import { courseAccess } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;
const BASE = '/api/v1/admin/activation-codes';
const DAY = 86_400_000;

describe('admin: activation codes', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  async function world() {
    const hillside = await makeSchool(t.db);
    const riverside = await makeSchool(t.db);
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: hillside.id });
    const superAdmin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const own = await makeCourse(t.db, { schoolId: hillside.id });
    const theirs = await makeCourse(t.db, { schoolId: riverside.id });
    const catalogue = await makeCourse(t.db);
    return { hillside, riverside, admin, superAdmin, own, theirs, catalogue };
  }
  const batch = (headers: Headers, body: object) =>
    call('POST', `${BASE}/batches`, headers, { name: 'Year 5 cards', count: 3, ...body });

  it("generates a school admin's batch of unguessable codes for their school's courses", async () => {
    const w = await world();
    const res = await batch(w.admin.headers, {
      course_ids: [w.own.id, w.catalogue.id, w.own.id],
      access_days: 365,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      school_id: w.hillside.id,
      count: 3,
      redeemed_count: 0,
      access_days: 365,
      course_ids: [w.own.id, w.catalogue.id].sort((a, b) => a - b),
    });
    const codes = await call(
      'GET',
      `${BASE}?filter=${encodeURIComponent(JSON.stringify({ batch_id: made.id }))}`,
      w.admin.headers,
    );
    expect(codes.headers['content-range']).toMatch(/\/3$/);
    for (const code of codes.json()) {
      expect(code.code).toMatch(/^[A-HJKMNP-RT-Z2-46-9]{4}(-[A-HJKMNP-RT-Z2-46-9]{4}){2}$/);
      expect(code.state).toBe('valid');
    }
    expect(new Set(codes.json().map((c: { code: string }) => c.code)).size).toBe(3);
  });

  it("refuses another school's course, another school, an expiry in the past and too many codes", async () => {
    const w = await world();
    expect((await batch(w.admin.headers, { course_ids: [w.theirs.id] })).statusCode).toBe(404);
    expect(
      (await batch(w.admin.headers, { course_ids: [w.own.id], school_id: w.riverside.id }))
        .statusCode,
    ).toBe(403);
    const past = new Date(Date.now() - DAY).toISOString();
    expect(
      (await batch(w.admin.headers, { course_ids: [w.own.id], expires_at: past })).statusCode,
    ).toBe(400);
    expect((await batch(w.admin.headers, { course_ids: [w.own.id], count: 1001 })).statusCode).toBe(
      400,
    );
    expect((await batch(w.admin.headers, { course_ids: [] })).statusCode).toBe(400);
  });

  it("lists a school admin's own batches only; a super admin sees every school's", async () => {
    const w = await world();
    const other = await signedIn(t.db, { userRoleId: 3, schoolId: w.riverside.id });
    const mine = (await batch(w.admin.headers, { course_ids: [w.own.id] })).json();
    const theirs = (await batch(other.headers, { course_ids: [w.theirs.id] })).json();
    const listed = await call('GET', `${BASE}/batches`, w.admin.headers);
    const ids = listed.json().map((b: { id: number }) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await call('GET', `${BASE}/batches/${theirs.id}`, w.admin.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `${BASE}/batches/${theirs.id}/csv`, w.admin.headers)).statusCode,
    ).toBe(404);
    const all = await call('GET', `${BASE}/batches`, w.superAdmin.headers);
    expect(all.json().map((b: { id: number }) => b.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
  });

  it('shows a redeemed code as used, filters by state, and counts it on its batch', async () => {
    const w = await world();
    const made = (await batch(w.admin.headers, { course_ids: [w.own.id], count: 2 })).json();
    const filter = (f: object) => `${BASE}?filter=${encodeURIComponent(JSON.stringify(f))}`;
    const [first] = (await call('GET', filter({ batch_id: made.id }), w.admin.headers)).json();
    const { parent, child } = await makeFamily(t.db, { schoolId: w.hillside.id });
    const redeemed = await call('POST', '/api/v1/activation', parent.headers, {
      code: first.code,
      child_id: child.id,
    });
    expect(redeemed.statusCode).toBe(200);
    const used = await call('GET', filter({ batch_id: made.id, state: 'used' }), w.admin.headers);
    expect(used.json()).toEqual([
      expect.objectContaining({ code: first.code, state: 'used', redeemed_for: child.id }),
    ]);
    expect((await call('GET', `${BASE}/batches/${made.id}`, w.admin.headers)).json()).toMatchObject(
      { redeemed_count: 1 },
    );
    expect((await call('GET', filter({ state: 'lost' }), w.admin.headers)).statusCode).toBe(400);
  });

  it('exports a batch as CSV with a header row, and a formula in its name is not run', async () => {
    const w = await world();
    const made = (
      await batch(w.admin.headers, { name: '=HYPERLINK("http://evil")', course_ids: [w.own.id] })
    ).json();
    const res = await call('GET', `${BASE}/batches/${made.id}/csv`, w.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('"code","batch","state","expires_at","access_days","redeemed_at"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^"[A-Z0-9-]{14}","'=HYPERLINK\(""http:\/\/evil""\)","valid","","",""$/,
    );
  });

  it('refuses the calls to everyone but admins', async () => {
    const w = await world();
    const teacher = await signedIn(t.db, {
      userRoleId: 2,
      teacherRoleId: 1,
      schoolId: w.hillside.id,
    });
    const { parent } = await makeFamily(t.db);
    for (const who of [teacher, parent]) {
      expect((await call('GET', `${BASE}/batches`, who.headers)).statusCode).toBe(403);
      expect((await batch(who.headers, { course_ids: [w.own.id] })).statusCode).toBe(403);
    }
    expect((await call('GET', BASE, {})).statusCode).toBe(401);
  });
});

describe('admin: course activation by hand', () => {
  const t = useTestApp();
  const activate = (headers: Record<string, string>, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/course-activations',
      headers,
      payload: body,
    });

  it("gives a parent's child a course until the date given, and again replaces the end", async () => {
    const school = await makeSchool(t.db);
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: school.id });
    const { child } = await makeFamily(t.db, { schoolId: school.id });
    const course = await makeCourse(t.db, { schoolId: school.id });
    const end = new Date(Date.now() + 30 * DAY).toISOString();
    const res = await activate(admin.headers, {
      child_id: child.id,
      course_id: course.id,
      ends_at: end,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ child_id: child.id, course_id: course.id, ends_at: end });
    await activate(admin.headers, { child_id: child.id, course_id: course.id });
    const rows = await t.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, child.id), eq(courseAccess.courseId, course.id)));
    expect(rows).toEqual([expect.objectContaining({ source: 'admin', endsAt: null })]);
  });

  it("answers 404 to a school admin naming another school's child or course, and 400 to a past end", async () => {
    const school = await makeSchool(t.db);
    const other = await makeSchool(t.db);
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: school.id });
    const { child } = await makeFamily(t.db, { schoolId: school.id });
    const stranger = await makeFamily(t.db, { schoolId: other.id });
    const course = await makeCourse(t.db, { schoolId: school.id });
    const foreign = await makeCourse(t.db, { schoolId: other.id });
    expect(
      (await activate(admin.headers, { child_id: stranger.child.id, course_id: course.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await activate(admin.headers, { child_id: child.id, course_id: foreign.id })).statusCode,
    ).toBe(404);
    const past = new Date(Date.now() - DAY).toISOString();
    expect(
      (await activate(admin.headers, { child_id: child.id, course_id: course.id, ends_at: past }))
        .statusCode,
    ).toBe(400);
    expect(
      await t.db.select().from(courseAccess).where(eq(courseAccess.userId, stranger.child.id)),
    ).toEqual([]);
  });
});
