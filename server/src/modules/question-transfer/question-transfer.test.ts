import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { makeCourse, makeSchool, signedIn } from '@kyu/test-support/db';
import { multipartBody, multipartForm } from '@kyu/test-support/multipart';
import { courseTaggings, questions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { fixture } from './fixtures/read';

type Headers = Record<string, string>;
const URL = '/api/v1/admin/questions';

describe('admin: importing and exporting Moodle question files', () => {
  const t = useTestApp();
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let hillside: number;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db)).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: hillside })).headers;
  });

  const course = async () => (await makeCourse(t.db, { schoolId: hillside })).id;
  const upload = (headers: Headers, text: string, fields: Record<string, string>) => {
    const body = multipartBody(
      { filename: 'bank.txt', contentType: 'text/plain', bytes: Buffer.from(text) },
      fields,
    );
    return t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const exported = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `${URL}/export?${query}`, headers });
  const questionsOf = (courseId: number) =>
    t.db.select().from(questions).where(eq(questions.courseId, courseId)).orderBy(questions.id);

  it('dry-runs a GIFT file: each question accepted or rejected with its line, nothing written', async () => {
    const id = await course();
    const res = await upload(schoolAdmin, fixture('mixed.gift'), {
      course_id: String(id),
      format: 'gift',
      dry_run: 'true',
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.accepted.map((a: { line: number }) => a.line)).toEqual([4, 6, 8, 10, 14, 16]);
    expect(report.accepted[0]).toEqual({
      line: 4,
      question_type_id: 1,
      topic: 'Fractions / Halves',
      text: 'What is 1/2 + 1/2?',
    });
    expect(report.rejected.map((r: { line: number }) => r.line)).toEqual([18, 20, 22, 24]);
    expect(report.rejected[0]).toEqual({
      line: 18,
      reason: 'Kyu has no matching questions.',
      text: 'Match: Match the capitals',
    });
    expect(await questionsOf(id)).toEqual([]);
  });

  it('refuses an import with rejected questions unless asked to skip them, naming each line', async () => {
    const id = await course();
    const fields = { course_id: String(id), format: 'moodle-xml' };
    const refused = await upload(schoolAdmin, fixture('mixed.xml'), fields);
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(refused.json().errors)).toEqual(['line 53', 'line 57', 'line 63']);
    expect(await questionsOf(id)).toEqual([]);

    const res = await upload(schoolAdmin, fixture('mixed.xml'), {
      ...fields,
      skip_rejected: 'true',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: false,
      rejected: [{ line: 53 }, { line: 57 }, { line: 63 }],
    });
    const rows = await questionsOf(id);
    expect(rows.map((r) => r.id)).toEqual(res.json().question_ids);
    expect(rows.map((r) => [r.questionTypeId, r.isApproved, r.needReview])).toEqual(
      [1, 2, 1, 4, 3, 5].map((type) => [type, false, true]),
    );
    const topics = await t.db.select().from(courseTaggings).where(eq(courseTaggings.courseId, id));
    expect(topics.map((x) => x.topicName)).toEqual(['Measures']);
  });

  it('answers a file that does not parse with a 400 naming its line, and a NUL with a 400', async () => {
    const id = await course();
    const res = await upload(schoolAdmin, 'Fine {T}\n\n::Broken:: What? {=a ~b', {
      course_id: String(id),
      format: 'gift',
      dry_run: 'true',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain('line 3');
    const nul = await upload(schoolAdmin, 'Is \u0000 kept? {T}', {
      course_id: String(id),
      format: 'gift',
    });
    expect(nul.statusCode).toBe(400);
  });

  it('answers a file over 5 MB with 413, a form without a file with 400 and JSON with 415', async () => {
    const fields = { course_id: String(await course()), format: 'gift', dry_run: 'true' };
    const huge = await upload(schoolAdmin, 'x'.repeat(5 * 1024 * 1024 + 1), fields);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('The file is over 5 MB; split it into several.');
    const form = multipartForm(fields);
    const none = await t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: { ...schoolAdmin, ...form.headers },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: ['is required'] });
    const json = await t.app.inject({
      method: 'POST',
      url: `${URL}/import`,
      headers: schoolAdmin,
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    expect(json.headers['content-type']).toContain('application/problem+json');
  });

  it('answers a format it does not know with a 400 naming the two it takes', async () => {
    const res = await upload(schoolAdmin, 'Q {T}', {
      course_id: String(await course()),
      format: 'docx',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      detail: 'format must be gift or moodle-xml',
      errors: { format: ['must be gift or moodle-xml'] },
    });
  });

  it("answers 403 to a school admin for another school's course or Kyu's catalogue", async () => {
    const other = (await makeCourse(t.db, { schoolId: (await makeSchool(t.db)).id })).id;
    const catalogue = (await makeCourse(t.db, { schoolId: null })).id;
    for (const id of [other, catalogue]) {
      const fields = { course_id: String(id), format: 'gift', dry_run: 'true' };
      expect((await upload(schoolAdmin, 'Q {T}', fields)).statusCode).toBe(403);
      expect((await exported(schoolAdmin, `course_id=${id}&format=gift`)).statusCode).toBe(403);
      expect((await upload(superAdmin, 'Q {T}', fields)).statusCode).toBe(200);
    }
    const teacher = (await signedIn(t.db, { userRoleId: 2, schoolId: hillside })).headers;
    expect((await exported(teacher, `course_id=${await course()}&format=gift`)).statusCode).toBe(
      403,
    );
  });

  it('exports a course (or one topic) that its own import takes back whole, in both formats', async () => {
    const id = await course();
    await upload(superAdmin, fixture('mixed.gift'), {
      course_id: String(id),
      format: 'gift',
      skip_rejected: 'true',
    });
    for (const format of ['gift', 'moodle-xml']) {
      const file = await exported(superAdmin, `course_id=${id}&format=${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
      const again = await upload(superAdmin, file.body, {
        course_id: String(id),
        format,
        dry_run: 'true',
      });
      expect(again.json().rejected).toEqual([]);
      expect(again.json().accepted).toHaveLength(6);
    }
    const [geography] = await t.db
      .select()
      .from(courseTaggings)
      .where(and(eq(courseTaggings.courseId, id), eq(courseTaggings.topicName, 'Geography')));
    const one = await exported(
      superAdmin,
      `course_id=${id}&format=gift&course_tagging_id=${geography!.id}`,
    );
    expect(one.body).toContain('$CATEGORY: $course$/top/Geography');
    expect(one.body).not.toContain('Fractions');
  });
});
