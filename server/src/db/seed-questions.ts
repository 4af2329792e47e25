import { and, eq, isNull } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import { hasQuestions, importQuestions, type ImportedValues } from '../modules/questions/service';
import { addQuizzes } from '../modules/quiz/service';
import type { Queryable } from './client';
import {
  QUESTION_BANK,
  type SeedCourseBank,
  type SeedPart,
  type SeedQuestion,
} from './question-bank';
import { academicLevels, courses, subjects, users } from './schema';

/** The teacher who owns the seeded shared quiz. */
export const SHARED_QUIZ_OWNER = 'teacher@example.com';

/** How many questions each seeded quiz of a course takes. */
export const QUIZ_SIZES = { practice: 8, weekly: 10, mock: 20, shared: 10, demo: 5 };
export const MOCK_TIME_LIMIT = 1800;

/** Types a visitor can answer quickly, offered first in the demo quiz. */
const QUICK_TYPES = new Set([1, 2, 3, 4]);

export interface SeededBank {
  courses: number;
  questions: number;
  quizzes: number;
}

/** Round-robin over the topics, so a mixed quiz draws on each of them in turn. */
function interleave<T>(groups: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; groups.some((g) => i < g.length); i++) {
    for (const group of groups) if (i < group.length) out.push(group[i]!);
  }
  return out;
}

/** Kyu's catalogue course of this level and subject. */
async function catalogueCourse(db: Queryable, bank: SeedCourseBank) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .innerJoin(academicLevels, eq(academicLevels.id, courses.academicLevelId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(
      and(
        eq(academicLevels.name, bank.level),
        eq(subjects.name, bank.subject),
        isNull(courses.schoolId),
      ),
    )
    .limit(1);
  return row;
}

const keyOf = (q: SeedPart | SeedQuestion): Omit<ImportedValues, 'difficultyLevelId'> => ({
  questionTypeId: q.question_type_id,
  text: q.text,
  options: q.options ?? [],
  marks: q.marks,
  unit: q.unit ?? null,
  answer: q.answer,
  explanation: q.explanation,
  methodAnswer: q.method_answer,
});

/** One course's questions, through the question bank, and how its quizzes draw on them. */
async function seedCourse(db: Queryable, courseId: number, bank: SeedCourseBank) {
  const { ids, count } = await importQuestions(db, courseId, {
    passages: bank.passages,
    questions: bank.questions.map((q) => ({
      values: { ...keyOf(q), difficultyLevelId: q.difficulty_level_id },
      topic: q.topic,
      passage: q.passage ?? null,
      parts: (q.sub_questions ?? []).map((part) => ({
        ...keyOf(part),
        difficultyLevelId: q.difficulty_level_id,
      })),
    })),
  });
  const topics = [...new Set(bank.questions.map((q) => q.topic))];
  const byTopic = topics.map((topic) => ids.filter((_, i) => bank.questions[i]!.topic === topic));
  const quick = ids.filter((_, i) => QUICK_TYPES.has(bank.questions[i]!.question_type_id));
  return { topics, byTopic, mixed: interleave(byTopic), quick, count };
}

type Quiz = Parameters<typeof addQuizzes>[1][number];

/** A course's quizzes: a practice per topic, weekly practice, a mock exam, a shared and a demo quiz. */
function quizzesFor(
  course: { id: number; name: string },
  seeded: Awaited<ReturnType<typeof seedCourse>>,
  owner: { id: number; schoolId: number | null } | undefined,
): Quiz[] {
  const { mixed } = seeded;
  const base = { courseId: course.id, schoolId: null, ownerId: null };
  const demo = [...seeded.quick, ...mixed.filter((id) => !seeded.quick.includes(id))];
  return [
    ...seeded.topics.map((topic, i) => ({
      ...base,
      title: `${topic} practice`,
      quizTypeId: QuizType.practice,
      questionIds: seeded.byTopic[i]!.slice(0, QUIZ_SIZES.practice),
    })),
    {
      ...base,
      title: 'Weekly practice',
      quizTypeId: QuizType.independentStudy,
      questionIds: mixed.slice(0, QUIZ_SIZES.weekly),
    },
    {
      ...base,
      title: `${course.name} mock exam`,
      quizTypeId: QuizType.exam,
      timeLimit: MOCK_TIME_LIMIT,
      questionIds: mixed.slice(0, QUIZ_SIZES.mock),
    },
    {
      ...base,
      title: `${course.name}: shared practice`,
      quizTypeId: QuizType.assignment,
      // The next questions along, so the shared quiz is not the weekly one again.
      questionIds: mixed.slice(QUIZ_SIZES.weekly, QUIZ_SIZES.weekly + QUIZ_SIZES.shared),
      isShared: true,
      ownerId: owner?.id ?? null,
      schoolId: owner?.schoolId ?? null,
    },
    {
      ...base,
      title: `Try Kyu: ${course.name}`,
      quizTypeId: QuizType.practice,
      questionIds: demo.slice(0, QUIZ_SIZES.demo),
      isDemo: true,
    },
  ];
}

/**
 * Loads Kyu's question bank into the matching catalogue courses, with their topics and passages,
 * and makes each course's quizzes. Skips (answers null) when the database has questions already,
 * so it runs safely on every first start; banks without a matching course are left out.
 */
export async function seedQuestions(
  db: Queryable,
  bank: SeedCourseBank[] = QUESTION_BANK,
): Promise<SeededBank | null> {
  if (await hasQuestions(db)) return null;
  const [owner] = await db
    .select({ id: users.id, schoolId: users.schoolId })
    .from(users)
    .where(eq(users.email, SHARED_QUIZ_OWNER));
  const result: SeededBank = { courses: 0, questions: 0, quizzes: 0 };
  const allQuizzes: Quiz[] = [];
  for (const courseBank of bank) {
    const course = await catalogueCourse(db, courseBank);
    if (!course || !courseBank.questions.length) continue;
    const seeded = await seedCourse(db, course.id, courseBank);
    allQuizzes.push(...quizzesFor(course, seeded, owner));
    result.courses += 1;
    result.questions += seeded.count;
  }
  const kept = allQuizzes.filter((q) => q.questionIds.length);
  await addQuizzes(db, kept);
  result.quizzes = kept.length;
  return result;
}
