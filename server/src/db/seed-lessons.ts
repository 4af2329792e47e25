import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { LessonItemType, LessonType, QuizType } from '@kyu/core/contract';
import type { Queryable } from './client';
import { courses, lessonItems, lessonSections, lessons, quizzes } from './schema';

/** How many learning-path lessons each catalogue course starts with: one per topic practice. */
const LESSONS_PER_COURSE = 3;

const reading = (topic: string) =>
  [
    `## ${topic}`,
    '',
    `This lesson works through **${topic.toLowerCase()}** step by step.`,
    '',
    '1. Read each worked example and say the steps aloud.',
    '2. Try the practice quiz; the tutor explains any question you miss.',
  ].join('\n');

/**
 * A learning path for each catalogue course that has none: a lesson per topic practice quiz (up
 * to LESSONS_PER_COURSE), each a reading followed by the quiz, so a fresh clone's student
 * dashboard shows a path with content and a quiz per lesson. Runs after the question bank;
 * answers how many lessons it made.
 */
export async function seedLearningPaths(db: Queryable): Promise<number> {
  const [existing] = await db
    .select({ n: count() })
    .from(lessons)
    .where(eq(lessons.lessonTypeId, LessonType.learningPath));
  if (existing?.n) return 0;
  const practice = await db
    .select({ id: quizzes.id, title: quizzes.title, courseId: quizzes.courseId })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(
      and(
        isNull(courses.schoolId),
        isNull(quizzes.schoolId),
        eq(quizzes.quizTypeId, QuizType.practice),
        eq(quizzes.isDemo, false),
      ),
    )
    .orderBy(asc(quizzes.courseId), asc(quizzes.id));
  let made = 0;
  const perCourse = new Map<number, number>();
  for (const quiz of practice) {
    const position = perCourse.get(quiz.courseId) ?? 0;
    if (position >= LESSONS_PER_COURSE) continue;
    perCourse.set(quiz.courseId, position + 1);
    const topic = quiz.title.replace(/ practice$/, '');
    const [lesson] = await db
      .insert(lessons)
      .values({
        title: topic,
        description: `Learn and practise ${topic.toLowerCase()}.`,
        courseId: quiz.courseId,
        lessonTypeId: LessonType.learningPath,
        position,
      })
      .returning({ id: lessons.id });
    const [section] = await db
      .insert(lessonSections)
      .values({ lessonId: lesson!.id, title: topic })
      .returning({ id: lessonSections.id });
    await db.insert(lessonItems).values([
      {
        sectionId: section!.id,
        position: 0,
        title: `About ${topic.toLowerCase()}`,
        note: reading(topic),
        itemTypeId: LessonItemType.content,
      },
      {
        sectionId: section!.id,
        position: 1,
        title: quiz.title,
        itemTypeId: LessonItemType.worksheet,
        worksheetId: quiz.id,
      },
    ]);
    made++;
  }
  return made;
}
