import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnswerKey, QuestionOption } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { academicLevels, courses, questions, quizzes, subjects } from '../../db/schema';
import { parseSse } from '../chat/test-stream';
import { multipartForm } from '../../test/multipart';

export { parseSse };

/** Rows for the quiz and progress tests, with defaults each test may override. */
const unique = () => randomBytes(4).toString('hex');

export async function makeCourse(db: Db, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const [level] = await db
    .insert(academicLevels)
    .values({ name: `Level ${unique()}` })
    .returning();
  const [subject] = await db
    .insert(subjects)
    .values({ name: `Subject ${unique()}` })
    .returning();
  const [row] = await db
    .insert(courses)
    .values({
      name: `Course ${unique()}`,
      subjectId: subject!.id,
      academicLevelId: level!.id,
      ...overrides,
    })
    .returning();
  return row!;
}

const OPTIONS: QuestionOption[] = ['Berlin', 'Paris', 'Rome', 'Madrid'].map((text, i) => ({
  order: i + 1,
  text,
}));

/** A single choice question (capital of France: option 2) with a key, explanation and method. */
export async function makeQuestion(
  db: Db,
  courseId: number,
  overrides: Partial<typeof questions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      courseId,
      questionTypeId: 1,
      text: 'Which is the capital of France?',
      options: OPTIONS,
      marks: 1,
      answer: { kind: 'choice', correct: [2] } satisfies AnswerKey,
      explanation: 'Paris has been the capital of France for centuries, since the Capetians.',
      methodAnswer: 'Recall the capital cities of Europe.',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An open answer marked against one rubric point. */
export const openAnswer = (courseId: number, db: Db) =>
  makeQuestion(db, courseId, {
    questionTypeId: 5,
    text: 'Why do plants need sunlight?',
    options: [],
    marks: 1,
    answer: {
      kind: 'rubric',
      points: [{ description: 'Names photosynthesis', marks: 1, keywords: ['photosynthesis'] }],
    },
  });

export async function makeQuiz(
  db: Db,
  values: { courseId: number; questionIds: number[] } & Partial<typeof quizzes.$inferInsert>,
) {
  const [row] = await db
    .insert(quizzes)
    .values({ title: `Quiz ${unique()}`, quizTypeId: 7, ...values })
    .returning();
  return row!;
}

/** A catalogue course with `count` choice questions and a quiz of them. */
export async function makeQuizWithQuestions(
  db: Db,
  count = 2,
  quiz: Partial<typeof quizzes.$inferInsert> = {},
) {
  const course = await makeCourse(db);
  const list = [];
  for (let i = 0; i < count; i++) list.push(await makeQuestion(db, course.id));
  const row = await makeQuiz(db, {
    courseId: course.id,
    questionIds: list.map((q) => q.id),
    ...quiz,
  });
  return { course, questions: list, quiz: row };
}

/** One answer as a submit sends it: 10 seconds on the question, one click. */
export const answer = (question_id: number, value: string | null) => ({
  question_id,
  value,
  time_spent: 10,
  num_options_clicked: 1,
});

/** multipart/form-data with the `evaluations` JSON part (and a file, when given). */
export const submitForm = (
  evaluations: unknown[],
  file?: { field: string; filename: string; contentType: string; bytes: Buffer },
) => multipartForm({ evaluations: JSON.stringify(evaluations) }, file ? [file] : []);

/** POST /quiz/{id}/submit; answers the response and its events. */
export async function submit(
  app: FastifyInstance,
  quizId: number,
  evaluations: unknown[],
  opts: { headers?: Record<string, string>; query?: string } = {},
) {
  const form = submitForm(evaluations);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quiz/${quizId}/submit${opts.query ?? ''}`,
    headers: { ...opts.headers, ...form.headers },
    payload: form.payload,
  });
  const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
  return { res, events: isStream ? parseSse(res.body) : [] };
}
