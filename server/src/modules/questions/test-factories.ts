import { randomBytes } from 'node:crypto';
import type { AnswerKey } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { makeCourse as makeQuizCourse } from '../quiz/test-factories';
import {
  attempts,
  courseTaggings,
  evaluations,
  passages,
  questionTaggings,
  questions,
  quizzes,
} from '../../db/schema';

const unique = () => randomBytes(4).toString('hex');

/** A course of its own level and subject; `schoolId` null puts it in Kyu's catalogue. */
export const makeCourse = (db: Db, schoolId: number | null = null) =>
  makeQuizCourse(db, { schoolId });

export async function makeTopic(db: Db, courseId: number, topicName = `Topic ${unique()}`) {
  const [row] = await db.insert(courseTaggings).values({ courseId, topicName }).returning();
  return row!;
}

export async function makePassage(db: Db, courseId: number) {
  const [row] = await db
    .insert(passages)
    .values({ courseId, title: 'The river', text: 'A river runs to the sea.' })
    .returning();
  return row!;
}

const CHOICE: AnswerKey = { kind: 'choice', correct: [2] };

/** A single-choice question (2 is right), overridable; `topicIds` tags it. */
export async function makeQuestion(
  db: Db,
  courseId: number,
  overrides: Partial<typeof questions.$inferInsert> = {},
  topicIds: number[] = [],
) {
  const [row] = await db
    .insert(questions)
    .values({
      courseId,
      questionTypeId: 1,
      text: 'Which is even?',
      options: [
        { order: 1, text: 'Three' },
        { order: 2, text: 'Four' },
      ],
      marks: 1,
      answer: CHOICE,
      explanation: 'Four divides by two.',
      methodAnswer: 'Halve each number.',
      ...overrides,
    })
    .returning();
  if (topicIds.length) {
    await db
      .insert(questionTaggings)
      .values(topicIds.map((courseTaggingId) => ({ questionId: row!.id, courseTaggingId })));
  }
  return row!;
}

/** A quiz listing the questions, with flags such as `isDemo`. */
export async function makeQuiz(
  db: Db,
  courseId: number,
  questionIds: number[],
  overrides: Partial<typeof quizzes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(quizzes)
    .values({ title: 'Quiz', courseId, quizTypeId: 7, questionIds, ...overrides })
    .returning();
  return row!;
}

/** A student's attempt with one marked answer per question. */
export async function makeMarkedAttempt(
  db: Db,
  quizId: number,
  studentId: number,
  marks: { questionId: number; full: boolean }[],
) {
  const [attempt] = await db.insert(attempts).values({ quizId, studentId }).returning();
  await db.insert(evaluations).values(
    marks.map((m, position) => ({
      attemptId: attempt!.id,
      questionId: m.questionId,
      position,
      value: '1',
      marksGiven: m.full ? 1 : 0,
      maxMarks: 1,
      isFullMarks: m.full,
      isSubmitted: true,
    })),
  );
  return attempt!;
}
