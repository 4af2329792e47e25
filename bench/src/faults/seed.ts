/**
 * The people and things each scenario needs, written straight into its fresh database before
 * Kyu starts on it (as the other benches do): the demo school with its quiz and students who
 * are signed in, accounts with a password, parents with a child and a course on sale, and a
 * teacher of a school with a course of its own.
 */
import { openDatabase, seedIfEmpty, tables, type Db } from '@kyu/server/testing';
import {
  createUser,
  makeCourse,
  makeFamily,
  makeSchool,
  priceCourse,
  quizWithKeys,
  seedStudents,
  signedIn,
} from '@kyu/test-support/db';

const QUIZ = 'Primary 5 Mathematics mock exam';

/** Opens (and migrates) the database at `url`, seeds the demo school, and runs `seed` on it. */
export async function seeded<T>(url: string, seed: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url, dataDir: null });
  try {
    await seedIfEmpty(database.db);
    return await seed(database.db);
  } finally {
    await database.close();
  }
}

/** Students of the demo school with live sessions, and the mock exam they sit, with its keys. */
export async function quizStudents(db: Db, count: number, prefix: string) {
  const quiz = await quizWithKeys(db, QUIZ);
  const [school] = await db.select({ id: tables.schools.id }).from(tables.schools).limit(1);
  const tokens = await seedStudents(db, {
    count,
    level: 'Primary 5',
    prefix,
    schoolId: school?.id,
  });
  return { quiz, tokens };
}

/** Accounts that sign in with `password`, and their e-mail addresses. */
export async function passwordUsers(db: Db, count: number, password: string) {
  const users = [];
  for (let i = 0; i < count; i++) users.push(await createUser(db, { password }));
  return users.map((user) => user.email);
}

/** Parents, each with a child of a course's level, and the course's monthly price id. */
export async function families(db: Db, count: number) {
  const course = await makeCourse(db);
  const prices = await priceCourse(db, course.id);
  const list = [];
  for (let i = 0; i < count; i++) {
    const { parent, child } = await makeFamily(db, {
      child: { academicLevelId: course.academicLevelId },
    });
    list.push({ token: parent.token, email: parent.user.email, childId: child.id });
  }
  return { courseId: course.id, priceId: prices.monthly, families: list };
}

/** A teacher of a school with a course of the school's own, to generate worksheets for. */
export async function worksheetTeacher(db: Db) {
  const school = await makeSchool(db);
  const teacher = await signedIn(db, { userRoleId: 2, teacherRoleId: 3, schoolId: school.id });
  const course = await makeCourse(db, { schoolId: school.id });
  return { token: teacher.token, courseId: course.id };
}
