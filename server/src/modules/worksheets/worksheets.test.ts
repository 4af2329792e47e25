import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicWorksheet,
  Worksheet,
  WorksheetDetail,
  WorksheetPage,
} from '@kyu/core/contract';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { call, worksheetSchool, type WorksheetSchool } from './test-school';

describe('worksheets: made, read and changed by their school’s teachers', () => {
  const t = useTestApp();
  let s: WorksheetSchool;
  let sheet: Worksheet;
  beforeAll(async () => {
    s = await worksheetSchool(t.db);
    const made = await call(t.app, s.teacher.headers, 'POST', '', {
      title: 'Capitals',
      course_id: s.course.id,
      question_ids: [s.questions[1]!.id, s.questions[0]!.id],
      time_limit: 600,
      owner_class_id: s.klass.id,
    });
    expect(made.status).toBe(200);
    sheet = made.body;
  });

  it('makes a worksheet of the school, owned by its teacher, with questions in the order given', () => {
    expect(sheet).toMatchObject({
      title: 'Capitals',
      school_id: s.school.id,
      owner_id: s.teacher.user.id,
      question_ids: [s.questions[1]!.id, s.questions[0]!.id],
      time_limit: 600,
      owner_class_id: s.klass.id,
      is_shared: false,
    });
  });

  it('shows a colleague the worksheet with its questions and their answer keys', async () => {
    const { status, body } = await call(t.app, s.colleague.headers, 'GET', `/${sheet.id}`);
    expect(status).toBe(200);
    const detail = body as WorksheetDetail;
    expect(detail.questions.map((q) => q.text)).toEqual([
      'What is the capital of Spain?',
      'What is the capital of France?',
    ]);
    expect(detail.questions[0]!.answer).toEqual({ kind: 'choice', correct: [2] });
  });

  it('lists the school’s worksheets by course, and none of them to another school', async () => {
    const listed = (await call(t.app, s.colleague.headers, 'GET', `?course_id=${s.course.id}`))
      .body as WorksheetPage;
    expect(listed.items.map((w) => w.id)).toContain(sheet.id);
    expect(listed).toMatchObject({ page: 1, size: 20 });
    const course = await call(t.app, s.teacher.headers, 'GET', `/course/${s.course.id}/list`);
    expect((course.body as Worksheet[]).map((w) => w.id)).toContain(sheet.id);
    const elsewhere = (await call(t.app, s.stranger.headers, 'GET', '')).body as WorksheetPage;
    expect(elsewhere.items.map((w) => w.id)).not.toContain(sheet.id);
  });

  it('answers 404 to another school’s teacher, for reading and changing alike', async () => {
    expect((await call(t.app, s.stranger.headers, 'GET', `/${sheet.id}`)).status).toBe(404);
    const patch = await call(t.app, s.stranger.headers, 'PATCH', `/${sheet.id}`, { title: 'Mine' });
    expect(patch.status).toBe(404);
    expect((await call(t.app, s.teacher.headers, 'GET', '/999999')).status).toBe(404);
  });

  it('refuses repeated and unknown questions (400), and another school’s course (404)', async () => {
    const foreign = await call(t.app, s.stranger.headers, 'POST', '', {
      title: 'Theirs',
      course_id: s.course.id,
      question_ids: [],
    });
    expect(foreign.status).toBe(404);
    const twice = await call(t.app, s.teacher.headers, 'PUT', `/${sheet.id}/questions`, {
      question_ids: [s.questions[0]!.id, s.questions[0]!.id],
    });
    expect(twice.status).toBe(400);
    const unknown = await call(t.app, s.teacher.headers, 'PUT', `/${sheet.id}/questions`, {
      question_ids: [2_000_000],
    });
    expect(unknown.status).toBe(400);
  });

  it('answers 403 to a student and 401 without a session', async () => {
    expect((await call(t.app, s.students[0]!.headers, 'GET', '')).status).toBe(403);
    expect((await call(t.app, undefined, 'GET', '')).status).toBe(401);
  });

  it('renames, duplicates and deletes: a deleted worksheet is no longer found', async () => {
    const renamed = await call(t.app, s.colleague.headers, 'PATCH', `/${sheet.id}`, {
      title: 'European capitals',
    });
    expect(renamed.body).toMatchObject({ title: 'European capitals', time_limit: 600 });
    const copy = (await call(t.app, s.colleague.headers, 'POST', `/${sheet.id}/duplicate`))
      .body as Worksheet;
    expect(copy).toMatchObject({
      title: 'European capitals (copy)',
      owner_id: s.colleague.user.id,
      question_ids: sheet.question_ids,
    });
    expect((await call(t.app, s.teacher.headers, 'DELETE', `/${copy.id}`)).status).toBe(200);
    expect((await call(t.app, s.teacher.headers, 'GET', `/${copy.id}`)).status).toBe(404);
  });

  it('shares a worksheet by a portal link, and shows it to anyone without its answers', async () => {
    expect((await call(t.app, undefined, 'GET', `/${sheet.id}/public`)).status).toBe(404);
    const shared = await call(t.app, s.teacher.headers, 'POST', `/${sheet.id}/share`);
    expect(shared.body).toEqual({ url: `http://kyu.test/sharing/quiz/${sheet.id}` });
    const seen = await call(t.app, undefined, 'GET', `/${sheet.id}/public`);
    const page = seen.body as PublicWorksheet;
    expect(page.questions).toHaveLength(2);
    expect(seen.res.body).not.toContain('"answer"');
    expect(seen.res.body).not.toContain('explanation');
  });

  it('lets Kyu’s curriculum staff read a school’s worksheet but not change it', async () => {
    const curriculum = await signedIn(t.db, { userRoleId: 4, schoolId: null });
    expect((await call(t.app, curriculum.headers, 'GET', `/${sheet.id}`)).status).toBe(200);
    const patch = await call(t.app, curriculum.headers, 'PATCH', `/${sheet.id}`, { title: 'x' });
    expect(patch.status).toBe(403);
  });
});
