import { describe, expect, it } from 'vitest';
import type {
  AverageScore,
  ClassLessonProgress,
  LearningPath,
  Lesson,
  LessonAssignment,
  LessonProgressList,
  LessonSummaryList,
  LessonWorksheetList,
  Performance,
  StudentAssignmentList,
} from '@kyu/core/contract';
import { makeMarkedAttempt, makeQuiz } from '@kyu/test-support/db';
import { PNG_BYTES } from '@kyu/test-support/files/images';
import { multipartForm } from '@kyu/test-support/multipart';
import { useTestApp } from '../../test/use-test-app';
import { makeLessonWorld } from './test-lessons';

const api = '/api/v1';

describe('lessons', () => {
  const t = useTestApp();
  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${api}${url}`,
      headers: headers as Record<string, string>,
      payload,
    });

  async function assigned() {
    const w = await makeLessonWorld(t.db);
    const res = await inject('POST', `/lessons/${w.lesson.id}/assign`, w.as.teacher, {
      class_id: w.klass.id,
      due_date: '2026-12-01T09:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    return { ...w, assignment: res.json<LessonAssignment>() };
  }

  const complete = (w: Awaited<ReturnType<typeof makeLessonWorld>>, aid: number, itemId: number) =>
    inject(
      'PATCH',
      `/lessons/${w.lesson.id}/assignments/${aid}/items/${itemId}/complete`,
      w.as.student,
      {},
    );

  it('shows a student a lesson with its sections and nothing completed yet', async () => {
    const w = await makeLessonWorld(t.db);
    const res = await inject('GET', `/lessons/${w.lesson.id}`, w.as.student);
    expect(res.statusCode).toBe(200);
    const lesson = res.json<Lesson>();
    expect(lesson.sections[0]!.items.map((i) => [i.title, i.completed])).toEqual([
      ['Read', false],
      ['Try', false],
    ]);
  });

  it('marks a reading completed on the student’s own path (assignment 0), once however often it is sent', async () => {
    const w = await makeLessonWorld(t.db);
    expect((await complete(w, 0, w.reading.id)).json()).toMatchObject({
      assignment_id: null,
      completed: true,
    });
    expect((await complete(w, 0, w.reading.id)).statusCode).toBe(200);
    const path = await inject(
      'GET',
      `/lessons/learning-path?course_id=${w.course.id}`,
      w.as.student,
    );
    const items = path.json<LearningPath>().lessons[0]!.sections[0]!.items;
    expect(items.map((i) => i.completed)).toEqual([true, false]);
  });

  it('refuses to complete a worksheet item before the worksheet is handed in (409)', async () => {
    const w = await makeLessonWorld(t.db);
    expect((await complete(w, 0, w.worksheet.id)).statusCode).toBe(409);
  });

  it('takes a worksheet item’s marks from the latest graded attempt', async () => {
    const w = await makeLessonWorld(t.db);
    const marks = w.questions.map((q, i) => ({ questionId: q.id, full: i === 0 }));
    const attempt = await makeMarkedAttempt(t.db, w.quiz.id, w.student.id, marks, {
      gradedAt: new Date(),
    });
    await t.db.execute(
      `UPDATE attempts SET total_score = 1, max_score = 2 WHERE id = ${attempt.id}`,
    );
    const res = await complete(w, 0, w.worksheet.id);
    expect(res.json()).toMatchObject({ marks_given: 1, max_score: 2 });
    const avg = await inject('GET', `/lessons/${w.lesson.id}/average-score`, w.as.teacher);
    expect(avg.json<AverageScore>()).toMatchObject({ average_score: 50, num_completions: 1 });
  });

  it('lists a lesson given to the student’s class with its due date, and the class’s progress to the teacher', async () => {
    const w = await assigned();
    const mine = await inject('GET', '/lessons', w.as.student);
    expect(mine.json<LessonSummaryList>()).toContainEqual(
      expect.objectContaining({
        id: w.lesson.id,
        assignment_id: w.assignment.id,
        due_date: '2026-12-01T09:00:00.000Z',
      }),
    );
    await complete(w, w.assignment.id, w.reading.id);
    const progress = await inject('GET', `/lessons/progress?class_id=${w.klass.id}`, w.as.teacher);
    expect(progress.json<LessonProgressList>()).toEqual([
      expect.objectContaining({
        lesson_id: w.lesson.id,
        num_students: 1,
        num_items: 2,
        percent_complete: 50,
      }),
    ]);
    const perItem = await inject(
      'GET',
      `/lessons/${w.lesson.id}/assignments/${w.assignment.id}/classes/${w.klass.id}/progress`,
      w.as.teacher,
    );
    expect(perItem.json<ClassLessonProgress>().students[0]).toMatchObject({
      student_id: w.student.id,
      percent_complete: 50,
    });
    const seen = await inject(
      'GET',
      `/lessons/${w.lesson.id}?assignment_id=${w.assignment.id}`,
      w.as.teacher,
    );
    expect(seen.json<Lesson>().sections[0]!.items[0]).toMatchObject({ num_students_completed: 1 });
  });

  it('answers a student’s performance on a lesson and on one section', async () => {
    const w = await assigned();
    await complete(w, w.assignment.id, w.reading.id);
    const lesson = await inject(
      'GET',
      `/lessons/${w.lesson.id}/assignments/${w.assignment.id}/students/${w.student.id}/performance`,
      w.as.teacher,
    );
    expect(lesson.json<Performance>()).toMatchObject({ percent_complete: 50 });
    const section = await inject(
      'GET',
      `/lessons/section/${w.section.id}/assignments/0/students/${w.student.id}/performance`,
      w.as.student,
    );
    expect(section.json<Performance>()).toMatchObject({ assignment_id: null, percent_complete: 0 });
  });

  it('lists the student’s lesson assignment as submitted once an item is done, complete when all are', async () => {
    const w = await assigned();
    await complete(w, w.assignment.id, w.reading.id);
    const res = await inject('GET', '/students/assignments', w.as.student);
    expect(res.json<StudentAssignmentList>()).toEqual([
      expect.objectContaining({
        kind: 'lesson',
        lesson_id: w.lesson.id,
        submitted: true,
        completed: false,
      }),
    ]);
  });

  it('creates a lesson from a multipart form with a cover, then changes, duplicates and retires it', async () => {
    const w = await makeLessonWorld(t.db);
    const sections = [
      { title: 'One', items: [{ title: 'Work', item_type_id: 2, worksheet_id: w.quiz.id }] },
    ];
    const form = multipartForm(
      {
        title: 'Decimals',
        course_id: String(w.course.id),
        lesson_type_id: '1',
        sections: JSON.stringify(sections),
      },
      [{ filename: 'cover.png', contentType: 'image/png', bytes: PNG_BYTES }],
    );
    const made = await t.app.inject({
      method: 'POST',
      url: `${api}/lessons`,
      headers: { ...w.as.teacher, ...form.headers },
      payload: form.payload,
    });
    expect(made.statusCode).toBe(200);
    const lesson = made.json<Lesson>();
    expect(lesson).toMatchObject({ title: 'Decimals', school_id: w.school.id });
    expect(lesson.cover_url).toMatch(/lesson-covers\//);
    const patched = await inject('PATCH', `/lessons/${lesson.id}`, w.as.teacher, {
      title: 'Decimals 2',
    });
    expect(patched.json<Lesson>().title).toBe('Decimals 2');
    const copy = await inject('POST', `/lessons/${lesson.id}/duplicate`, w.as.teacher);
    expect(copy.json<Lesson>().sections[0]!.items[0]!.worksheet_id).toBe(w.quiz.id);
    expect((await inject('DELETE', `/lessons/${lesson.id}`, w.as.teacher)).statusCode).toBe(200);
    expect((await inject('GET', `/lessons/${lesson.id}`, w.as.teacher)).statusCode).toBe(404);
  });

  it('refuses sections that are not JSON, or a worksheet item without its worksheet (400)', async () => {
    const w = await makeLessonWorld(t.db);
    for (const sections of [
      '[{',
      JSON.stringify([{ title: 'S', items: [{ title: 'W', item_type_id: 2 }] }]),
    ]) {
      const form = multipartForm({
        title: 'X',
        course_id: String(w.course.id),
        lesson_type_id: '1',
        sections,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `${api}/lessons`,
        headers: { ...w.as.teacher, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps Kyu’s catalogue lessons read-only for a school’s teacher (403), who may duplicate one', async () => {
    const w = await makeLessonWorld(t.db);
    const [kyu] = await t.db
      .execute<{ id: number }>(
        `INSERT INTO lessons (title, course_id, lesson_type_id) VALUES ('Kyu', ${w.course.id}, 1) RETURNING id`,
      )
      .then((r) => r.rows);
    expect(
      (await inject('PATCH', `/lessons/${kyu!.id}`, w.as.teacher, { title: 'Mine' })).statusCode,
    ).toBe(403);
    const copy = await inject('POST', `/lessons/${kyu!.id}/duplicate`, w.as.teacher);
    expect(copy.json<Lesson>().school_id).toBe(w.school.id);
  });

  it('offers a school’s worksheet items its worksheets and Kyu’s quizzes, and Kyu’s admins Kyu’s only', async () => {
    const w = await makeLessonWorld(t.db);
    const questionIds = w.questions.map((q) => q.id);
    const practice = await makeQuiz(t.db, {
      courseId: w.course.id,
      questionIds,
      title: 'Kyu practice',
    });
    await makeQuiz(t.db, { courseId: w.course.id, questionIds, quizTypeId: 9 });
    await makeQuiz(t.db, { courseId: w.course.id, questionIds, isActive: false });
    const offered = async (who: object) => {
      const res = await inject('GET', `/lessons/worksheets?course_id=${w.course.id}`, who);
      expect(res.statusCode).toBe(200);
      return res.json<LessonWorksheetList>().map((q) => q.id);
    };
    expect((await offered(w.as.teacher)).sort()).toEqual([w.quiz.id, practice.id].sort());
    expect(await offered(w.as.kyuAdmin)).toEqual([practice.id]);
    const foreign = await inject(
      'GET',
      `/lessons/worksheets?course_id=${w.course.id}`,
      w.as.stranger,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('answers another school’s teacher 403, an unknown lesson 404, a malformed id 400', async () => {
    const w = await makeLessonWorld(t.db);
    expect((await inject('GET', `/lessons/${w.lesson.id}`, w.as.stranger)).statusCode).toBe(403);
    expect((await inject('DELETE', `/lessons/${w.lesson.id}`, w.as.stranger)).statusCode).toBe(403);
    expect((await inject('GET', '/lessons/2000000000', w.as.teacher)).statusCode).toBe(404);
    expect((await inject('GET', '/lessons/abc', w.as.teacher)).statusCode).toBe(400);
    expect(
      (await inject('GET', `/lessons/progress?class_id=${w.klass.id}`, w.as.stranger)).statusCode,
    ).toBe(403);
  });

  it('lets no student write, and no student see another student’s work (403)', async () => {
    const w = await makeLessonWorld(t.db);
    expect((await inject('DELETE', `/lessons/${w.lesson.id}`, w.as.student)).statusCode).toBe(403);
    const other = await inject(
      'GET',
      `/lessons/${w.lesson.id}?student_id=${w.teacher.id}`,
      w.as.student,
    );
    expect(other.statusCode).toBe(403);
  });

  it('refuses a completion in an assignment of another class (403) or of another lesson (404)', async () => {
    const w = await assigned();
    const v = await assigned();
    expect((await complete(w, v.assignment.id, w.reading.id)).statusCode).toBe(404);
    await t.db.execute(`DELETE FROM class_members WHERE user_id = ${w.student.id}`);
    expect((await complete(w, w.assignment.id, w.reading.id)).statusCode).toBe(403);
  });

  it('refuses an assignment naming both a class and a course, or neither (400)', async () => {
    const w = await makeLessonWorld(t.db);
    for (const payload of [{}, { class_id: w.klass.id, course_id: w.course.id }]) {
      expect(
        (await inject('POST', `/lessons/${w.lesson.id}/assign`, w.as.teacher, payload)).statusCode,
      ).toBe(400);
    }
  });
});
