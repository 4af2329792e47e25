import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { openTestDatabase } from '../test/build-test-app';
import { makeUser } from '@kyu/test-support/db';
import { loadQuestions, studentQuestion } from '../modules/questions/service';
import type { Database } from './client';
import type { SeedCourseBank, SeedQuestion } from './question-bank';
import {
  academicLevels,
  courseTaggings,
  courses,
  passages,
  questions,
  quizzes,
  subjects,
} from './schema';
import { seedIfEmpty } from './seed';
import { MOCK_TIME_LIMIT, SHARED_QUIZ_OWNER, seedQuestions } from './seed-questions';

const TOPICS = ['Fractions', 'Decimals', 'Ratio'];

const single = (i: number): SeedQuestion => ({
  question_type_id: 1,
  topic: TOPICS[i % TOPICS.length]!,
  difficulty_level_id: 1,
  text: `Question ${i}`,
  options: [
    { order: 1, text: 'Yes' },
    { order: 2, text: 'No' },
  ],
  marks: 1,
  answer: { kind: 'choice', correct: [1] },
  explanation: 'Yes.',
  method_answer: 'Look.',
});

/** A small bank: 24 questions over 3 topics, the last a group on a passage. */
const BANK: SeedCourseBank = {
  level: 'Primary 5',
  subject: 'Mathematics',
  passages: { shop: { title: 'At the shop', text: 'Apples cost 30 cents each.' } },
  questions: [
    ...Array.from({ length: 23 }, (_, i) => single(i)),
    {
      ...single(23),
      question_type_id: 6,
      options: [],
      marks: 2,
      answer: { kind: 'group' },
      passage: 'shop',
      sub_questions: [
        { ...single(0), question_type_id: 1, text: 'First part' },
        { ...single(0), question_type_id: 1, text: 'Second part' },
      ],
    },
  ],
};

describe('question bank seed', () => {
  let database: Database;
  let courseId: number;
  let teacherId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    const [level] = await db.insert(academicLevels).values({ name: 'Primary 5' }).returning();
    const [subject] = await db.insert(subjects).values({ name: 'Mathematics' }).returning();
    const [course] = await db
      .insert(courses)
      .values({ name: 'Primary 5 Mathematics', academicLevelId: level!.id, subjectId: subject!.id })
      .returning();
    courseId = course!.id;
    teacherId = (await makeUser(db, { email: SHARED_QUIZ_OWNER, userRoleId: 2 })).id;
  });
  afterAll(() => database.close());

  it('loads topics, passages, questions and parts into the matching course', async () => {
    const { db } = database;
    expect(await seedQuestions(db, [BANK])).toEqual({ courses: 1, questions: 26, quizzes: 7 });
    const topics = await db
      .select()
      .from(courseTaggings)
      .where(eq(courseTaggings.courseId, courseId));
    expect(topics.map((t) => t.topicName)).toEqual(TOPICS);
    const [passage] = await db.select().from(passages).where(eq(passages.courseId, courseId));
    const [group] = await db.select().from(questions).where(eq(questions.questionTypeId, 6));
    expect(group!.passageId).toBe(passage!.id);
    const [loaded] = (await loadQuestions(db, [group!.id])).map((x) => studentQuestion(x, String));
    expect(loaded!.sub_questions.map((p) => p.text)).toEqual(['First part', 'Second part']);
    expect(loaded!.course_tagging_ids).toEqual([topics[23 % 3]!.id]);
  });

  it('makes a practice per topic, weekly practice, a timed mock, a shared and a demo quiz', async () => {
    const rows = await database.db.select().from(quizzes).orderBy(asc(quizzes.id));
    const byTitle = Object.fromEntries(rows.map((q) => [q.title, q]));
    for (const topic of TOPICS) {
      expect(byTitle[`${topic} practice`]).toMatchObject({ quizTypeId: 7 });
      expect(byTitle[`${topic} practice`]!.questionIds).toHaveLength(8);
    }
    expect(byTitle['Weekly practice']).toMatchObject({ quizTypeId: 3 });
    expect(byTitle['Weekly practice']!.questionIds).toHaveLength(10);
    const mock = rows.find((q) => q.quizTypeId === 4)!;
    expect(mock).toMatchObject({ timeLimit: MOCK_TIME_LIMIT });
    expect(mock.questionIds).toHaveLength(20);
    const shared = rows.find((q) => q.isShared)!;
    expect(shared.ownerId).toBe(teacherId);
    const demo = rows.find((q) => q.isDemo)!;
    expect(demo).toMatchObject({ ownerId: null, isShared: false });
    expect(demo.questionIds).toHaveLength(5);
  });

  it('does nothing when questions exist', async () => {
    expect(await seedQuestions(database.db, [BANK])).toBeNull();
    const [n] = await database.db.select({ n: count() }).from(questions);
    expect(n!.n).toBe(26);
  });
});

describe("the first start's seed", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("loads Kyu's whole bank into the three Primary 5 courses with their quizzes", async () => {
    await seedIfEmpty(database.db);
    const perCourse = await database.db
      .select({ name: courses.name, n: count() })
      .from(questions)
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .groupBy(courses.name)
      .orderBy(courses.name);
    expect(perCourse.map((c) => c.name)).toEqual([
      'Primary 5 English',
      'Primary 5 Mathematics',
      'Primary 5 Science',
    ]);
    const demos = await database.db.select().from(quizzes).where(eq(quizzes.isDemo, true));
    expect(demos).toHaveLength(3);
  });
});
