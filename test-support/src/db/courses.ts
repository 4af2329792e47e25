import { tables, type Db } from '@kyu/server/testing';
import { unique } from '../unique';

const { academicLevels, courseTaggings, courses, passages, subjects } = tables;

/** A course of its own level and subject; in Kyu's catalogue unless `schoolId` is given. */
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

/** A topic of a course, to tag questions with. */
export async function makeTopic(db: Db, courseId: number, topicName = `Topic ${unique()}`) {
  const [row] = await db.insert(courseTaggings).values({ courseId, topicName }).returning();
  return row!;
}

/** A reading passage of a course, for questions to refer to. */
export async function makePassage(db: Db, courseId: number) {
  const [row] = await db
    .insert(passages)
    .values({ courseId, title: 'The river', text: 'A river runs to the sea.' })
    .returning();
  return row!;
}
