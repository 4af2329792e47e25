import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionReportsPage } from '@kyu/core/contract';
import { makeCourse, makeQuestion, makeSchool, signedIn } from '@kyu/test-support/db';
import { questionReports } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';

type Headers = Record<string, string>;

describe('reported questions in the admin console', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let hillsideAdmin: Headers;
  let teacher: Headers;
  let hillsideReport: number;
  let riversideReport: number;
  let catalogueReport: number;

  const list = (headers: Headers, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/question-reports${query}`, headers });
  const page = async (headers: Headers, query = '') => {
    const res = await list(headers, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuestionReportsPage>();
  };
  const resolve = (headers: Headers, id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/question-reports/${id}`,
      headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    const { db } = t;
    const hillside = (await makeSchool(db, { schoolName: 'Hillside' })).id;
    const riverside = (await makeSchool(db, { schoolName: 'Riverside' })).id;
    superAdmin = (await signedIn(db, { userRoleId: 3, schoolId: null })).headers;
    hillsideAdmin = (await signedIn(db, { userRoleId: 3, schoolId: hillside })).headers;
    teacher = (await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: hillside })).headers;
    const student = await signedIn(db, {
      userRoleId: 1,
      schoolId: hillside,
      firstName: 'Sam',
      lastName: 'Pupil',
    });
    const report = async (schoolId: number | null, userId: number | null, text: string) => {
      const course = await makeCourse(db, { name: `${text} course`, schoolId });
      const question = await makeQuestion(db, course.id, { text });
      const [row] = await db
        .insert(questionReports)
        .values({ questionId: question.id, userId, message: `About ${text}` })
        .returning();
      return row!.id;
    };
    hillsideReport = await report(hillside, student.user.id, 'Hillside sum');
    riversideReport = await report(riverside, null, 'Riverside sum');
    catalogueReport = await report(null, null, 'Catalogue sum');
  });

  it("lists a school admin's open reports on their school's questions only, question beside", async () => {
    const { items, total_count } = await page(hillsideAdmin);
    expect(total_count).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        id: hillsideReport,
        message: 'About Hillside sum',
        reporter: 'Sam Pupil',
        resolved: false,
        question: expect.objectContaining({
          text: 'Hillside sum',
          course_name: 'Hillside sum course',
        }),
      }),
    ]);
  });

  it("lists every school's and the catalogue's reports to Kyu's administrators, visitors as Public", async () => {
    const { items } = await page(superAdmin, '?size=10');
    expect(items.map((r) => r.id)).toEqual([hillsideReport, riversideReport, catalogueReport]);
    expect(items[1]).toMatchObject({ reporter: 'Public', reporter_id: null });
  });

  it('moves a resolved report from the open list to the resolved one, and back', async () => {
    const res = await resolve(hillsideAdmin, hillsideReport, { resolved: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(hillsideAdmin)).items).toEqual([]);
    expect((await page(hillsideAdmin, '?resolved=true')).items.map((r) => r.id)).toEqual([
      hillsideReport,
    ]);
    expect((await resolve(hillsideAdmin, hillsideReport, { resolved: false })).statusCode).toBe(
      200,
    );
    expect((await page(hillsideAdmin)).total_count).toBe(1);
  });

  it("refuses a school admin another school's report and the catalogue's with 403", async () => {
    expect((await resolve(hillsideAdmin, riversideReport, { resolved: true })).statusCode).toBe(
      403,
    );
    expect((await resolve(hillsideAdmin, catalogueReport, { resolved: true })).statusCode).toBe(
      403,
    );
    expect((await resolve(superAdmin, catalogueReport, { resolved: true })).statusCode).toBe(200);
  });

  it('answers an unknown report with 404 and a bad body with 400', async () => {
    const unknown = await resolve(superAdmin, 2_000_000_000, { resolved: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/problem\+json/);
    expect((await resolve(superAdmin, hillsideReport, { resolved: 'maybe' })).statusCode).toBe(400);
    expect((await resolve(superAdmin, hillsideReport, {})).statusCode).toBe(400);
  });

  it('keeps teachers out', async () => {
    expect((await list(teacher)).statusCode).toBe(403);
    expect((await resolve(teacher, hillsideReport, { resolved: true })).statusCode).toBe(403);
  });
});
