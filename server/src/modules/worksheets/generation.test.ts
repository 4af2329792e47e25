import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Worksheet, WorksheetDetail, WorksheetPage } from '@kyu/core/contract';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { questions } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { DOCX_TYPE } from './export';
import {
  call,
  expectFailedKeeping,
  finishedJob,
  RIVER_NOTES,
  uploadNotes,
  worksheetSchool,
  zipEntry,
  type WorksheetSchool,
} from './test-school';

describe('worksheets: generated as a job, and exported to Word', () => {
  const t = useTestApp();
  let s: WorksheetSchool;
  beforeAll(async () => {
    s = await worksheetSchool(t.db);
  });

  const finished = (jobId: number) => finishedJob(t.app, s.teacher.headers, jobId);
  const upload = (documentType: string) =>
    uploadNotes(t.app, s.teacher.headers, documentType, RIVER_NOTES);

  it('makes worksheets from the question bank, each of other questions, and lists them as generated', async () => {
    const started = await call(t.app, s.teacher.headers, 'POST', '/generate', {
      course_id: s.course.id,
      number_of_worksheets: 2,
      questions_per_worksheet: 1,
    });
    expect(started.status).toBe(200);
    const job = await finished(started.body.job_id);
    expect(job).toMatchObject({ status: 'done', made: 2, total: 2, error: null });
    const sheets = await Promise.all(
      job.worksheet_ids.map(
        async (id) => (await call(t.app, s.teacher.headers, 'GET', `/${id}`)).body as Worksheet,
      ),
    );
    expect(sheets[0]!.question_ids).not.toEqual(sheets[1]!.question_ids);
    const listed = (await call(t.app, s.teacher.headers, 'GET', '/generated'))
      .body as WorksheetPage;
    expect(listed).toMatchObject({ page: 1, size: 20, total: 2 });
  });

  it('fails saying why when the bank runs out, keeping the worksheets already made', async () => {
    const started = await call(t.app, s.teacher.headers, 'POST', '/generate', {
      course_id: s.course.id,
      number_of_worksheets: 3,
      questions_per_worksheet: 2,
    });
    const job = await finished(started.body.job_id);
    expectFailedKeeping(job, 2, 3, 'The question bank has no more questions for these choices.');
  });

  it('generates from an uploaded source document, saving its questions to the course', async () => {
    const uploaded = await upload('source');
    expect(uploaded.statusCode).toBe(200);
    const started = await call(t.app, s.teacher.headers, 'POST', '/generate', {
      course_id: s.course.id,
      number_of_worksheets: 1,
      questions_per_worksheet: 2,
      source_ids: [uploaded.json().id],
      purpose: 'Rivers quiz',
    });
    const job = await finished(started.body.job_id);
    expect(job.status).toBe('done');
    const detail = (await call(t.app, s.teacher.headers, 'GET', `/${job.worksheet_ids[0]}`))
      .body as WorksheetDetail;
    expect(detail.title).toBe('Rivers quiz 1 of 1');
    expect(detail.questions.map((q) => q.text)).toEqual([
      'What number fills the gap? The Nile is about _____ kilometres long.',
      'Which word fills the gap? Rivers carry water from _____ down to the ocean.',
    ]);
    expect(detail.questions[0]!.course_id).toBe(s.course.id);
  });

  it('refuses an upload of another document type, and a document of another type, with ‘Invalid document type’', async () => {
    const refused = await upload('marking');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Invalid document type');
    const other = await call(t.app, s.stranger.headers, 'POST', '/generate', {
      course_id: s.course.id,
      number_of_worksheets: 1,
      questions_per_worksheet: 1,
    });
    expect(other.status).toBe(404);
  });

  it('exports a worksheet to Word with its numbered questions and picture, and its answer key', async () => {
    await t.app.files.put('questions/export-test.png', PNG_BYTES, 'image/png');
    await t.db
      .update(questions)
      .set({ images: ['export-test.png'] })
      .where(eq(questions.id, s.questions[0]!.id));
    const sheet = (
      await call(t.app, s.teacher.headers, 'POST', '', {
        title: 'Capitals',
        course_id: s.course.id,
        question_ids: [s.questions[0]!.id, s.questions[1]!.id],
      })
    ).body as Worksheet;
    const paper = await t.app.inject({
      url: `/api/v1/worksheets/${sheet.id}/export.docx`,
      headers: s.teacher.headers,
    });
    expect(paper.statusCode).toBe(200);
    expect(paper.headers['content-type']).toBe(DOCX_TYPE);
    expect(paper.headers['content-disposition']).toBe('attachment; filename="Capitals.docx"');
    const xml = zipEntry(paper.rawPayload, 'word/document.xml');
    expect(xml).toContain('What is the capital of France?');
    expect(xml).toContain('What is the capital of Spain?');
    expect(xml).toContain('<pic:pic');
    expect(xml).not.toContain('Answer:');
    const key = await t.app.inject({
      url: `/api/v1/worksheets/${sheet.id}/answer-key.docx`,
      headers: s.teacher.headers,
    });
    expect(zipEntry(key.rawPayload, 'word/document.xml')).toContain('Answer: B (Paris)');
    const stranger = await t.app.inject({
      url: `/api/v1/worksheets/${sheet.id}/export.docx`,
      headers: s.stranger.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
