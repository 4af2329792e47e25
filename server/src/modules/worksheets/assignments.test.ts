import { beforeAll, describe, expect, it } from 'vitest';
import type { Worksheet, WorksheetAssignment } from '@kyu/core/contract';
import { useTestApp } from '../../test/use-test-app';
import { call, worksheetSchool, type WorksheetSchool } from './test-school';

describe('worksheets: given to classes, taken back, and given again', () => {
  const t = useTestApp();
  let s: WorksheetSchool;
  let sheet: Worksheet;
  const quiz = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/quiz/${sheet.id}`, headers });
  beforeAll(async () => {
    s = await worksheetSchool(t.db);
    sheet = (
      await call(t.app, s.teacher.headers, 'POST', '', {
        title: 'Capitals',
        course_id: s.course.id,
        question_ids: [s.questions[0]!.id],
      })
    ).body;
  });

  it('lets no student take a worksheet before it is assigned to them', async () => {
    expect((await quiz(s.students[0]!.headers)).statusCode).toBe(404);
  });

  it('assigns to every student of the class, who may then take it; another student may not', async () => {
    const { status, body } = await call(t.app, s.teacher.headers, 'POST', `/${sheet.id}/assign`, {
      class_id: s.klass.id,
      due_date: '2026-12-01T09:00:00.000Z',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      worksheet_id: sheet.id,
      class_id: s.klass.id,
      student_ids: s.students.map((x) => x.user.id).sort((a, b) => a - b),
      students: s.students
        .map(({ user }) => ({ id: user.id, first_name: user.firstName, last_name: user.lastName }))
        .sort((a, b) => a.id - b.id),
      due_date: '2026-12-01T09:00:00.000Z',
      assigned_count: 2,
      submitted_count: 0,
      needs_reassignment: false,
    });
    expect((await quiz(s.students[0]!.headers)).statusCode).toBe(200);
    expect((await quiz(s.outsider.headers)).statusCode).toBe(404);
  });

  it('refuses a student of another school (403), one not in the class (400), another school’s class (403)', async () => {
    const path = `/${sheet.id}/assign`;
    const foreign = await call(t.app, s.teacher.headers, 'POST', path, {
      class_id: s.klass.id,
      student_ids: [s.foreigner.id],
    });
    expect(foreign.status).toBe(403);
    const outside = await call(t.app, s.teacher.headers, 'POST', path, {
      class_id: s.klass.id,
      student_ids: [s.outsider.user.id],
    });
    expect(outside.status).toBe(400);
    const otherClass = await call(t.app, s.teacher.headers, 'POST', path, {
      class_id: s.otherClass.id,
    });
    expect(otherClass.status).toBe(403);
    const unknown = await call(t.app, s.teacher.headers, 'POST', path, { class_id: 999_999 });
    expect(unknown.status).toBe(404);
  });

  it('unassigns a list of students: the one taken off can no longer take it', async () => {
    const [given] = (
      await call(t.app, s.teacher.headers, 'GET', `/assignments?class_id=${s.klass.id}`)
    ).body as WorksheetAssignment[];
    const { body } = await call(
      t.app,
      s.teacher.headers,
      'POST',
      `/${sheet.id}/assignments/${given!.id}/unassign`,
      { student_ids: [s.students[1]!.user.id] },
    );
    expect(body).toMatchObject({ student_ids: [s.students[0]!.user.id], assigned_count: 1 });
    expect(body.students).toEqual([
      expect.objectContaining({
        id: s.students[0]!.user.id,
        first_name: s.students[0]!.user.firstName,
      }),
    ]);
    expect((await quiz(s.students[1]!.headers)).statusCode).toBe(404);
  });

  it('flags assignments when the questions change, and reassigning clears the flag', async () => {
    await call(t.app, s.teacher.headers, 'PUT', `/${sheet.id}/questions`, {
      question_ids: [s.questions[0]!.id, s.questions[2]!.id],
    });
    const [flagged] = (await call(t.app, s.teacher.headers, 'GET', '/assignments'))
      .body as WorksheetAssignment[];
    expect(flagged).toMatchObject({ worksheet_title: 'Capitals', needs_reassignment: true });
    const again = await call(
      t.app,
      s.teacher.headers,
      'POST',
      `/${sheet.id}/assignments/${flagged!.id}/reassign`,
    );
    expect(again.body).toMatchObject({ needs_reassignment: false, assigned_count: 1 });
    const opened = await quiz(s.students[0]!.headers);
    expect(opened.json().questions).toHaveLength(2);
  });

  it('answers 404 for an assignment of another worksheet, and shows another school none', async () => {
    const missing = await call(
      t.app,
      s.teacher.headers,
      'POST',
      `/${sheet.id}/assignments/999999/reassign`,
    );
    expect(missing.status).toBe(404);
    expect((await call(t.app, s.stranger.headers, 'GET', '/assignments')).body).toEqual([]);
  });
});
