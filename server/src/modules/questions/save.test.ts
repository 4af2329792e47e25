import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeCourse,
  makeMarkedAttempt,
  makeQuestion,
  makeQuiz,
  makeTopic,
  signedIn,
} from '@kyu/test-support/db';
import { PNG_BYTES, pngClaiming } from '@kyu/test-support/files/images';
import { useTestApp } from '../../test/use-test-app';

/** A multipart body with the `question` JSON and any images in `files[]`. */
function questionForm(question: unknown, files: Buffer[] = []) {
  const boundary = `----kyu-q-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="question"\r\n\r\n${JSON.stringify(question)}\r\n`,
    ),
  ];
  files.forEach((bytes, i) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const key = { explanation: 'Because.', method_answer: 'Add.' };

// Images go to a folder of this file's own, not the repository's data folder.
const dataDir = await mkdtemp(join(tmpdir(), 'kyu-questions-'));

describe('questions: saving and deleting', () => {
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const stored = (filename: string) => stat(join(dataDir, 'uploads', 'questions', filename));
  let courseId: number;
  let topicId: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    courseId = (await makeCourse(t.db)).id;
    topicId = (await makeTopic(t.db, courseId)).id;
    headers = (await signedIn(t.db, { userRoleId: 4 })).headers;
  });

  const put = (question: unknown, files: Buffer[] = []) => {
    const form = questionForm(question, files);
    return t.app.inject({
      method: 'PUT',
      url: '/api/v1/questions',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  };

  const group = () => ({
    course_id: courseId,
    question_type_id: 6,
    text: 'Look at the picture.',
    options: [],
    marks: 3,
    difficulty_level_id: 2,
    course_tagging_ids: [topicId],
    answer: { kind: 'group' },
    ...key,
    sub_questions: [
      {
        question_type_id: 3,
        text: 'How many apples?',
        options: [],
        marks: 1,
        answer: { kind: 'numeric', value: 4, tolerance: 0, unit: null, accepted_units: [] },
        ...key,
      },
      {
        question_type_id: 1,
        text: 'Which colour?',
        options: [
          { order: 1, text: 'Red' },
          { order: 2, text: 'Blue' },
        ],
        marks: 2,
        answer: { kind: 'choice', correct: [1] },
        ...key,
      },
    ],
  });

  it('creates a group with an image and reads it back, replaces it keeping the image, then drops the image file', async () => {
    const created = await put(group(), [PNG_BYTES]);
    expect(created.statusCode).toBe(200);
    const saved = created.json();
    expect(saved.sub_questions.map((p: { text: string }) => p.text)).toEqual([
      'How many apples?',
      'Which colour?',
    ]);
    expect(saved.course_tagging_ids).toEqual([topicId]);
    expect(saved.question_images).toHaveLength(1);
    const [image] = saved.question_images;
    expect(image.url).toBe(`/uploads/questions/${image.filename}`);
    expect((await stored(image.filename)).size).toBe(PNG_BYTES.length);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/questions?ids=${saved.id}&ans=true`,
      headers,
    });
    expect(read.json()[0]).toEqual(saved);

    const replaced = await put({
      ...group(),
      id: saved.id,
      text: 'Look again.',
      marks: 1,
      question_images: [image.filename],
      sub_questions: group().sub_questions.slice(0, 1),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().text).toBe('Look again.');
    expect(replaced.json().sub_questions).toHaveLength(1);
    expect(replaced.json().question_images).toEqual([image]);

    const without = await put({ ...group(), id: saved.id, question_images: [] });
    expect(without.json().question_images).toEqual([]);
    await expect(stored(image.filename)).rejects.toThrow();
  });

  it('answers 400 naming the fields of an invalid question', async () => {
    const res = await put({ course_id: courseId, text: '' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['question.text', 'question.answer', 'question.marks']),
    );
  });

  it('refuses a key that does not fit the type', async () => {
    const single = {
      ...group(),
      question_type_id: 1,
      marks: 1,
      options: [
        { order: 1, text: 'A' },
        { order: 2, text: 'B' },
      ],
      answer: { kind: 'choice', correct: [1, 3] },
      sub_questions: [],
    };
    const res = await put(single);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['question.answer.correct']).toEqual([
      'must name orders among the options',
      'a single choice has exactly one correct option',
    ]);
    const badGroup = await put({ ...group(), marks: 5 });
    expect(badGroup.json().errors['question.marks']).toEqual(["must equal the parts' total (3)"]);
  });

  it('refuses a file that is not an image, and an image over 2 MB', async () => {
    const res = await put(group(), [Buffer.from('not an image at all')]);
    expect(res.statusCode).toBe(415);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await put(group(), [big])).statusCode).toBe(413);
  });

  it('refuses a picture claiming 60,000 × 60,000 pixels with a 422 naming it and the bound, keeping nothing', async () => {
    const before = await readdir(join(dataDir, 'uploads', 'questions')).catch(() => []);
    const res = await put(group(), [PNG_BYTES, pngClaiming(60_000, 60_000)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(
      / is 60,000 × 60,000 pixels; the limit is 40,000,000 pixels\.$/,
    );
    expect(await readdir(join(dataDir, 'uploads', 'questions')).catch(() => [])).toEqual(before);
  });

  it('retires a question that an attempt answered, and deletes one nobody answered', async () => {
    const student = await signedIn(t.db, { userRoleId: 1 });
    const answered = await makeQuestion(t.db, courseId);
    const quiz = await makeQuiz(t.db, { courseId, questionIds: [answered.id] });
    await makeMarkedAttempt(t.db, quiz.id, student.user.id, [
      { questionId: answered.id, full: true },
    ]);
    const del = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/questions/${id}`, headers });

    const refs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/questions/${answered.id}/referenced`,
      headers,
    });
    expect(refs.json()).toEqual({ referenced: true, attempt_count: 1, quiz_ids: [quiz.id] });

    expect((await del(answered.id)).json()).toEqual({ deleted: false, retired: true });
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/questions?ids=${answered.id}`,
      headers: student.headers,
    });
    expect(asStudent.json()).toEqual([]);

    const unused = await makeQuestion(t.db, courseId);
    expect((await del(unused.id)).json()).toEqual({ deleted: true, retired: false });
    expect((await del(unused.id)).statusCode).toBe(404);
  });

  it("forbids a school's teacher to change Kyu's catalogue", async () => {
    const teacher = await signedIn(t.db, { userRoleId: 2, schoolId: null });
    const question = await makeQuestion(t.db, courseId);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/questions/${question.id}`,
      headers: teacher.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
