import { describe, expect, it } from 'vitest';
import { makeCourse, makeFamily, makeSchool, signedIn } from '@kyu/test-support/db';
import type { Course } from '@kyu/core/contract';
import { useTestApp } from '../../test/use-test-app';
import { grantAccess } from './service';

describe('courses: the catalogue', () => {
  const t = useTestApp();

  const list = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/courses${query}`, headers });
  const ids = (courses: Course[]) => courses.map((c) => c.id);

  /** A school on its own site, with one course of its own and one withdrawn. */
  async function schoolWithCourses(domainName: string) {
    const school = await makeSchool(t.db, { domainName });
    const own = await makeCourse(t.db, { schoolId: school.id, name: `${domainName} Maths` });
    const withdrawn = await makeCourse(t.db, { schoolId: school.id, isActive: false });
    return { school, own, withdrawn };
  }

  it("shows a guest Kyu's active catalogue with names, and no school's own course", async () => {
    const catalogue = await makeCourse(t.db, { name: 'Catalogue Geography' });
    const retired = await makeCourse(t.db, { isActive: false });
    const { own } = await schoolWithCourses('guest-a.example');
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { courses } = res.json<{ courses: Course[] }>();
    expect(courses).toContainEqual({
      id: catalogue.id,
      name: 'Catalogue Geography',
      subject_id: catalogue.subjectId,
      subject_name: expect.any(String),
      academic_level_id: catalogue.academicLevelId,
      academic_level_name: expect.any(String),
      school_id: null,
      is_active: true,
    });
    expect(ids(courses)).not.toContain(retired.id);
    expect(ids(courses)).not.toContain(own.id);
  });

  it("shows a guest on a school's site that school's courses, and no other school's", async () => {
    const oak = await schoolWithCourses('oak-courses.example');
    const elm = await schoolWithCourses('elm-courses.example');
    const res = await list('', { origin: 'https://www.oak-courses.example' });
    const shown = ids(res.json<{ courses: Course[] }>().courses);
    expect(shown).toContain(oak.own.id);
    expect(shown).not.toContain(oak.withdrawn.id);
    expect(shown).not.toContain(elm.own.id);
  });

  it("shows a signed-in member their school's courses, and another school's staff none of them", async () => {
    const pine = await schoolWithCourses('pine-courses.example');
    const member = await signedIn(t.db, { schoolId: pine.school.id });
    const other = await signedIn(t.db, { userRoleId: 3, schoolId: (await makeSchool(t.db)).id });
    expect(ids((await list('', member.headers)).json().courses)).toContain(pine.own.id);
    const asked = await list(`?school_id=${pine.school.id}`, other.headers);
    expect(ids(asked.json().courses)).not.toContain(pine.own.id);
  });

  it("shows Kyu's own administrators every school's courses", async () => {
    const fir = await schoolWithCourses('fir-courses.example');
    const kyu = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    expect(ids((await list('', kyu.headers)).json().courses)).toContain(fir.own.id);
  });

  it('combines the filters, and answers an empty list for a filter that names nothing', async () => {
    const ash = await schoolWithCourses('ash-courses.example');
    const kyu = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    const subject = `?subject_id=${ash.own.subjectId}`;
    const bySubject = (await list(subject, kyu.headers)).json().courses;
    expect(ids(bySubject)).toEqual([ash.own.id]);
    const both = await list(
      `${subject}&academic_level_id=${ash.own.academicLevelId}&school_id=${ash.school.id}`,
      kyu.headers,
    );
    expect(ids(both.json().courses)).toEqual([ash.own.id]);
    const otherLevel = await list(`${subject}&academic_level_id=${ash.withdrawn.academicLevelId}`);
    expect(otherLevel.json()).toEqual({ courses: [] });
    expect((await list('?subject_id=2147483647')).json()).toEqual({ courses: [] });
  });

  it('answers filters that are not ids with a 400 problem, never a 500', async () => {
    for (const query of [
      '?school_id=abc',
      '?subject_id=-1',
      '?academic_level_id=0',
      '?academic_level_id=1.5',
      '?school_id=99999999999999999999',
      '?subject_id=',
      '?subject_id=1%27%20or%201=1',
      '?subject_id=1&subject_id=2',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toContain('application/problem+json');
    }
  });

  it('answers one course it shows, withdrawn or not, and 404 for another school’s or none', async () => {
    const yew = await schoolWithCourses('yew-courses.example');
    const member = await signedIn(t.db, { schoolId: yew.school.id });
    const get = (id: number | string, headers: Record<string, string> = member.headers) =>
      t.app.inject({ method: 'GET', url: `/api/v1/courses/${id}`, headers });
    const res = await get(yew.withdrawn.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: yew.withdrawn.id, is_active: false });

    for (const hidden of [await get(yew.own.id, {}), await get(2_000_000_000)]) {
      expect(hidden.statusCode).toBe(404);
      expect(hidden.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get('abc')).statusCode).toBe(400);
  });
});

describe("courses: a learner's own", () => {
  const t = useTestApp();
  const NOW = new Date();
  const DAY = 86_400_000;

  const mine = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/courses/user${query}`, headers });
  const assigned = (res: { json: () => { courses: { id: number; is_assigned: boolean }[] } }) =>
    Object.fromEntries(res.json().courses.map((c) => [c.id, c.is_assigned]));

  /** A school, a level with two of its courses, and a course at another level. */
  async function setting() {
    const school = await makeSchool(t.db);
    const first = await makeCourse(t.db, { schoolId: school.id });
    const second = await makeCourse(t.db, {
      schoolId: school.id,
      academicLevelId: first.academicLevelId,
    });
    const otherLevel = await makeCourse(t.db, { schoolId: school.id });
    return { school, first, second, otherLevel };
  }

  it('lists the courses open at the learner’s level, with the one they may use marked', async () => {
    const s = await setting();
    const student = await signedIn(t.db, {
      schoolId: s.school.id,
      academicLevelId: s.first.academicLevelId,
    });
    await grantAccess(t.db, {
      userId: student.user.id,
      courseId: s.second.id,
      source: 'admin',
      sourceId: null,
      startsAt: new Date(NOW.getTime() - DAY),
      endsAt: null,
    });
    const res = await mine(student.headers);
    expect(res.statusCode).toBe(200);
    const marks = assigned(res);
    expect(marks[s.first.id]).toBe(false);
    expect(marks[s.second.id]).toBe(true);
    expect(marks[s.otherLevel.id]).toBeUndefined();
  });

  it('keeps only the courses a learner may use now with has_assigned_course, of any level', async () => {
    const s = await setting();
    const student = await signedIn(t.db, {
      schoolId: s.school.id,
      academicLevelId: s.first.academicLevelId,
    });
    const grant = (courseId: number, startsAt: number, endsAt: number | null) =>
      grantAccess(t.db, {
        userId: student.user.id,
        courseId,
        source: 'subscription',
        sourceId: courseId,
        startsAt: new Date(NOW.getTime() + startsAt),
        endsAt: endsAt === null ? null : new Date(NOW.getTime() + endsAt),
      });
    await grant(s.otherLevel.id, -DAY, DAY);
    await grant(s.first.id, -2 * DAY, -DAY); // ended yesterday
    await grant(s.second.id, DAY, 2 * DAY); // starts tomorrow
    const res = await mine(student.headers, '?has_assigned_course=true');
    expect(res.json().courses.map((c: Course) => c.id)).toEqual([s.otherLevel.id]);
  });

  it("lists a parent's child's courses by child_id", async () => {
    const s = await setting();
    const { parent, child } = await makeFamily(t.db, {
      schoolId: s.school.id,
      child: { academicLevelId: s.first.academicLevelId },
    });
    await grantAccess(t.db, {
      userId: child.id,
      courseId: s.first.id,
      source: 'activation',
      sourceId: 7,
      startsAt: NOW,
      endsAt: null,
    });
    const res = await mine(parent.headers, `?child_id=${child.id}`);
    expect(res.statusCode).toBe(200);
    expect(assigned(res)).toEqual({ [s.first.id]: true, [s.second.id]: false });
  });

  it("answers 403 to a parent naming another parent's child, or anyone who is not their child", async () => {
    const { parent } = await makeFamily(t.db);
    const other = await makeFamily(t.db);
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    for (const id of [other.child.id, other.parent.user.id, teacher.user.id, 2_000_000_000]) {
      const res = await mine(parent.headers, `?child_id=${id}`);
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('answers a parent naming no child with 400, a student naming another with 403, staff with 403', async () => {
    const { parent, child } = await makeFamily(t.db);
    expect((await mine(parent.headers)).statusCode).toBe(400);
    const student = await signedIn(t.db);
    expect((await mine(student.headers, `?child_id=${child.id}`)).statusCode).toBe(403);
    expect((await mine(student.headers, `?child_id=${student.user.id}`)).statusCode).toBe(200);
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    expect((await mine(teacher.headers)).statusCode).toBe(403);
    expect((await mine({})).statusCode).toBe(401);
    expect((await mine(student.headers, '?has_assigned_course=maybe')).statusCode).toBe(400);
  });
});
