import { and, count, eq, isNull } from 'drizzle-orm';
import { QuizType } from '@kyu/core/contract';
import type { Queryable } from './client';
import {
  QUESTION_BANK,
  type SeedCourseBank,
  type SeedPart,
  type SeedQuestion,
} from './question-bank';
import {
  academicLevels,
  courseTaggings,
  courses,
  passages,
  questionTaggings,
  questions,
  quizzes,
  subjects,
  users,
} from './schema';

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

const keyOf = (q: SeedPart | SeedQuestion) => ({
  questionTypeId: q.question_type_id,
  text: q.text,
  options: q.options ?? [],
  marks: q.marks,
  unit: q.unit ?? null,
  answer: q.answer,
  explanation: q.explanation,
  methodAnswer: q.method_answer,
});

/** One course's topics, passages, questions and parts, each kind in one insert. */
async function seedCourse(db: Queryable, courseId: number, bank: SeedCourseBank) {
  const topics = [...new Set(bank.questions.map((q) => q.topic))];
  const topicRows = await db
    .insert(courseTaggings)
    .values(topics.map((topicName) => ({ courseId, topicName })))
    .returning({ id: courseTaggings.id, topicName: courseTaggings.topicName });
  const topicId = new Map(topicRows.map((t) => [t.topicName, t.id]));

  const passageKeys = Object.keys(bank.passages);
  const passageRows = passageKeys.length
    ? await db
        .insert(passages)
        .values(passageKeys.map((key) => ({ courseId, ...bank.passages[key]! })))
        .returning({ id: passages.id })
    : [];
  const passageId = new Map(passageKeys.map((key, i) => [key, passageRows[i]!.id]));

  const rows = await db
    .insert(questions)
    .values(
      bank.questions.map((q) => ({
        courseId,
        ...keyOf(q),
        difficultyLevelId: q.difficulty_level_id,
        passageId: q.passage ? (passageId.get(q.passage) ?? null) : null,
      })),
    )
    .returning({ id: questions.id });
  const ids = rows.map((r) => r.id);
  const parts = bank.questions.flatMap((q, i) =>
    (q.sub_questions ?? []).map((part, position) => ({
      courseId,
      parentQuestionId: ids[i]!,
      position,
      ...keyOf(part),
      difficultyLevelId: q.difficulty_level_id,
    })),
  );
  if (parts.length) await db.insert(questions).values(parts);
  await db.insert(questionTaggings).values(
    ids.map((id, i) => ({
      questionId: id,
      courseTaggingId: topicId.get(bank.questions[i]!.topic)!,
    })),
  );

  const byTopic = topics.map((topic) => ids.filter((_, i) => bank.questions[i]!.topic === topic));
  const quick = ids.filter((_, i) => QUICK_TYPES.has(bank.questions[i]!.question_type_id));
  return { topics, byTopic, mixed: interleave(byTopic), quick, count: ids.length + parts.length };
}

type Quiz = typeof quizzes.$inferInsert;

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
  const [existing] = await db.select({ n: count() }).from(questions);
  if (existing?.n) return null;
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
  if (kept.length) await db.insert(quizzes).values(kept);
  result.quizzes = kept.length;
  return result;
}
