import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_EMBED_KID, DEMO_EMBED_SECRET, DEMO_PASSWORD } from '@kyu/core/contract';
import { verifyPassword } from '../lib/passwords';
import { openTestDatabase } from '../test/build-test-app';
import type { Database } from './client';
import {
  activationCodeCourses,
  activationCodes,
  classMembers,
  classes,
  courseTaggings,
  coursePrices,
  courses,
  embedSecrets,
  lessonItems,
  lessonSections,
  lessons,
  parentChildren,
  passages,
  questions,
  quizzes,
  schools,
  users,
} from './schema';
import { seedIfEmpty, type SeedResult } from './seed';
import { DEMO_CODES } from './seed-activation';
import { createRetriever } from '../modules/documents/service';
import { coachPrompt, DEFAULT_COACH_PROMPT } from '../modules/prompts/service';

describe('demo seed', () => {
  let database: Database;
  let result: SeedResult | null;
  beforeAll(async () => {
    database = await openTestDatabase();
    result = await seedIfEmpty(database.db);
  });
  afterAll(() => database.close());

  const user = async (email: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row!;
  };
  const membersOf = async (name: string) => {
    const rows = await database.db
      .select({ email: users.email })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(eq(classes.name, name));
    return rows.map((r) => r.email).sort();
  };

  it('creates one account per role, all with the demo password', async () => {
    expect(result?.password).toBe(DEMO_PASSWORD);
    const emails = result!.accounts.map((a) => a.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'student@example.com',
        'student2@example.com',
        'parent@example.com',
        'teacher@example.com',
        'teacher2@example.com',
        'admin@example.com',
        'curriculum@example.com',
        'guest@example.com',
      ]),
    );
    const roles = await Promise.all(emails.map(async (e) => (await user(e)).userRoleId));
    expect(new Set(roles)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const student = await user('student@example.com');
    expect(await verifyPassword(DEMO_PASSWORD, student.passwordHash!)).toBe(true);
    expect(student.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
  });

  it('puts school staff, students and parents in Hillside Academy, with its white-label record', async () => {
    const [school] = await database.db
      .select()
      .from(schools)
      .where(eq(schools.domainName, 'hillside.localhost'));
    expect(school).toMatchObject({ schoolName: 'Hillside Academy', isActive: true });
    expect(Object.keys(school!.colours)).toHaveLength(10);
    for (const email of [
      'student@example.com',
      'parent@example.com',
      'teacher@example.com',
      'teacher2@example.com',
    ]) {
      expect((await user(email)).schoolId, email).toBe(school!.id);
    }
    expect((await user('admin@example.com')).schoolId).toBeNull();
    expect(await user('teacher@example.com')).toMatchObject({ userRoleId: 2, teacherRoleId: 1 });
    expect(await user('teacher2@example.com')).toMatchObject({ userRoleId: 2, teacherRoleId: 3 });
  });

  it('links the parent to the first student', async () => {
    const parent = await user('parent@example.com');
    const child = await user('student@example.com');
    const links = await database.db
      .select()
      .from(parentChildren)
      .where(and(eq(parentChildren.parentId, parent.id), eq(parentChildren.childId, child.id)));
    expect(links).toHaveLength(1);
  });

  it('fills both classes with their students and teachers', async () => {
    expect(await membersOf('P5 Mathematics')).toEqual([
      'student2@example.com',
      'student@example.com',
      'teacher2@example.com',
      'teacher@example.com',
    ]);
    expect(await membersOf('P5 Science')).toEqual([
      'student2@example.com',
      'student@example.com',
      'teacher@example.com',
    ]);
  });

  it('adds catalogue courses for each subject and level', async () => {
    const rows = await database.db.select({ name: courses.name }).from(courses);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Primary 5 Mathematics', 'Primary 5 Science']),
    );
  });

  it('gives a catalogue course a learning path whose lessons each hold a reading and a quiz', async () => {
    const rows = await database.db
      .select({
        lesson: lessons.title,
        type: lessonItems.itemTypeId,
        quiz: lessonItems.worksheetId,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(lessonSections, eq(lessonSections.lessonId, lessons.id))
      .innerJoin(lessonItems, eq(lessonItems.sectionId, lessonSections.id))
      .where(and(eq(courses.name, 'Primary 5 Mathematics'), eq(lessons.lessonTypeId, 3)));
    const titles = [...new Set(rows.map((r) => r.lesson))];
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const items = rows.filter((r) => r.lesson === title);
      expect(items.map((i) => i.type)).toEqual([1, 2]);
      expect(items[1]!.quiz).not.toBeNull();
    }
  });

  it('prices every catalogue course by the month and the year, once, also on a later start', async () => {
    const priced = async () =>
      database.db
        .select({ name: courses.name, interval: coursePrices.interval })
        .from(coursePrices)
        .innerJoin(courses, eq(courses.id, coursePrices.courseId));
    const catalogue = await database.db.select({ id: courses.id }).from(courses);
    expect(await priced()).toHaveLength(catalogue.length * 2);
    expect(await priced()).toEqual(
      expect.arrayContaining([
        { name: 'Primary 5 Mathematics', interval: 'month' },
        { name: 'Primary 5 Mathematics', interval: 'year' },
      ]),
    );
    await database.db.delete(coursePrices).where(eq(coursePrices.interval, 'year'));
    await seedIfEmpty(database.db);
    await seedIfEmpty(database.db);
    expect(await priced()).toHaveLength(catalogue.length * 2);
  });

  it('adds an unused demo code for each Primary 5 course of the demo school', async () => {
    const rows = await database.db
      .select({ code: activationCodes.code, course: courses.name, school: schools.schoolName })
      .from(activationCodes)
      .innerJoin(activationCodeCourses, eq(activationCodeCourses.codeId, activationCodes.id))
      .innerJoin(courses, eq(courses.id, activationCodeCourses.courseId))
      .innerJoin(schools, eq(schools.id, activationCodes.schoolId))
      .where(isNull(activationCodes.redeemedAt));
    expect(rows.map((r) => [r.code, r.course]).sort()).toEqual(
      DEMO_CODES.map((c) => [c.code, c.course]).sort(),
    );
  });

  it("gives the coach Kyu's default prompt and Hillside's notes, which retrieval finds", async () => {
    const [school] = await database.db
      .select()
      .from(schools)
      .where(eq(schools.domainName, 'hillside.localhost'));
    expect(await coachPrompt(database.db, school!.id)).toBe(DEFAULT_COACH_PROMPT);
    const retrieve = createRetriever(database.db);
    const fractions = await retrieve({
      schoolId: school!.id,
      text: 'how do I add fractions with different denominators',
      limit: 3,
    });
    expect(fractions[0]).toMatchObject({ title: 'Fractions: notes for P5' });
    expect(fractions[0]!.content).toContain('common denominator');
    const plants = await retrieve({
      schoolId: school!.id,
      text: 'why do plants need light',
      limit: 3,
    });
    expect(plants[0]).toMatchObject({ title: 'Photosynthesis basics' });
  });

  it('changes nothing and answers null when run again', async () => {
    const before = await database.db.select({ id: users.id }).from(users);
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('adds the question bank on the next start to a database seeded before it existed', async () => {
    for (const table of [quizzes, questions, courseTaggings, passages])
      await database.db.delete(table);
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect((await database.db.select({ id: questions.id }).from(questions)).length).toBeGreaterThan(
      100,
    );
    expect((await database.db.select({ id: quizzes.id }).from(quizzes)).length).toBeGreaterThan(0);
  });

  it('gives Hillside the demo embed key, and answers it for printing', async () => {
    expect(result?.embedKey).toEqual({
      school: 'Hillside Academy',
      kid: DEMO_EMBED_KID,
      secret: DEMO_EMBED_SECRET,
    });
    const [key] = await database.db.select().from(embedSecrets);
    const student = await user('student@example.com');
    expect(key).toMatchObject({ kid: DEMO_EMBED_KID, schoolId: student.schoolId, revokedAt: null });
  });

  it('gives the demo key to a demo school that never had one, but never revives a revoked one', async () => {
    await database.db.delete(embedSecrets);
    await seedIfEmpty(database.db);
    const [restored] = await database.db.select().from(embedSecrets);
    expect(restored).toMatchObject({ kid: DEMO_EMBED_KID, revokedAt: null });
    await database.db.update(embedSecrets).set({ revokedAt: new Date() });
    await seedIfEmpty(database.db);
    const keys = await database.db.select().from(embedSecrets);
    expect(keys).toEqual([
      expect.objectContaining({ kid: DEMO_EMBED_KID, revokedAt: expect.any(Date) }),
    ]);
  });
});
