import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationJob, WorksheetPage } from '@kyu/core/contract';
import { makeCourse, makeSchool, signedIn } from '@kyu/test-support/db';
import { multipartForm } from '@kyu/test-support/multipart';
import { useTestApp } from '../../test/use-test-app';
import { DOCX_TYPE } from '../worksheets/export';
import { RIVER_NOTES, zipEntry } from '../worksheets/test-school';

type Headers = Record<string, string>;

describe('curriculum: generated assessments', () => {
  const t = useTestApp();
  let staff: Headers;
  let guest: Headers;
  let schoolStaff: Headers;
  let teacher: Headers;
  let courseId: number;

  beforeAll(async () => {
    const school = await makeSchool(t.db);
    courseId = (await makeCourse(t.db)).id;
    staff = (await signedIn(t.db, { userRoleId: 4, schoolId: null })).headers;
    guest = (await signedIn(t.db, { userRoleId: 5, schoolId: null })).headers;
    schoolStaff = (await signedIn(t.db, { userRoleId: 4, schoolId: school.id })).headers;
    teacher = (await signedIn(t.db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id }))
      .headers;
  });

  const send = (headers: Headers, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin/assessments${path}`, headers, payload });

  async function uploadCurriculum(headers: Headers) {
    const form = multipartForm({ document_type: 'curriculum' }, [
      { filename: 'rivers.md', contentType: 'text/markdown', bytes: Buffer.from(RIVER_NOTES) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/documents/generation',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    return res.json().id as number;
  }

  async function finished(jobId: number): Promise<GenerationJob> {
    for (let i = 0; i < 150; i++) {
      const job = (await send(staff, 'GET', `/generation/jobs/${jobId}`)).json() as GenerationJob;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('The job did not finish');
  }

  it('generates assessments from a curriculum as a job counting each one, lists them and exports one to Word', async () => {
    const documentId = await uploadCurriculum(staff);
    const started = await send(staff, 'POST', '/generate', {
      course_id: courseId,
      number_of_worksheets: 2,
      questions_per_worksheet: 2,
      curriculum_ids: [documentId],
      purpose: 'Rivers test',
      prompt: 'Short questions',
      reference: 'Unit 3',
    });
    expect(started.statusCode).toBe(200);
    const job = await finished(started.json().job_id);
    expect(job).toMatchObject({ status: 'done', made: 2, total: 2, error: null });

    const listed = (await send(staff, 'GET', '')).json() as WorksheetPage;
    expect(listed).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(listed.items.map((a) => a.title).sort()).toEqual([
      'Rivers test 1 of 2',
      'Rivers test 2 of 2',
    ]);

    const paper = await send(staff, 'GET', `/${job.worksheet_ids[0]}/export.docx`);
    expect(paper.statusCode).toBe(200);
    expect(paper.headers['content-type']).toBe(DOCX_TYPE);
    const xml = zipEntry(paper.rawPayload, 'word/document.xml');
    // The gap is drawn as a line of its own run, so the question is read around it.
    expect(xml).toContain('What number fills the gap? The Nile is about');
    expect(xml).toContain('Which word fills the gap? Rivers carry water from');
    expect(xml).not.toContain('Answer:');
  });

  it("shows a curriculum guest only what their school published, and another school's staff none", async () => {
    const { items } = (await send(staff, 'GET', '')).json() as WorksheetPage;
    const id = items[0]!.id;
    expect(((await send(guest, 'GET', '')).json() as WorksheetPage).total).toBe(0);
    expect((await send(guest, 'GET', `/${id}/export.docx`)).statusCode).toBe(404);

    const published = await send(staff, 'POST', `/${id}/publish`, { published: true });
    expect(published.json()).toMatchObject({ id, is_shared: true });
    const seen = (await send(guest, 'GET', '')).json() as WorksheetPage;
    expect(seen.items.map((a) => a.id)).toEqual([id]);
    expect((await send(guest, 'GET', `/${id}/export.docx`)).statusCode).toBe(200);

    expect(((await send(schoolStaff, 'GET', '')).json() as WorksheetPage).total).toBe(0);
    expect((await send(schoolStaff, 'GET', `/${id}/export.docx`)).statusCode).toBe(404);
  });

  it('refuses a generation without documents (400), a guest or a teacher (403), and a bad id (400)', async () => {
    const bare = await send(staff, 'POST', '/generate', {
      course_id: courseId,
      number_of_worksheets: 1,
      questions_per_worksheet: 1,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.headers['content-type']).toContain('application/problem+json');
    const body = { course_id: courseId, number_of_worksheets: 1, questions_per_worksheet: 1 };
    expect((await send(guest, 'POST', '/generate', body)).statusCode).toBe(403);
    expect((await send(teacher, 'GET', '')).statusCode).toBe(403);
    expect((await send(staff, 'GET', '/abc/export.docx')).statusCode).toBe(400);
    expect((await send(staff, 'GET', '/generation/jobs/abc')).statusCode).toBe(400);
  });

  it('refuses a document of another school with 404', async () => {
    const theirs = await uploadCurriculum(schoolStaff);
    const res = await send(staff, 'POST', '/generate', {
      course_id: courseId,
      number_of_worksheets: 1,
      questions_per_worksheet: 1,
      curriculum_ids: [theirs],
    });
    expect(res.statusCode).toBe(404);
  });
});
