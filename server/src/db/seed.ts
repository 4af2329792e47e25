import { count, inArray, sql } from 'drizzle-orm';
import { DEMO_EMBED_KID, DEMO_EMBED_SECRET, DEMO_PASSWORD } from '@kyu/core/contract';
import { hashPassword } from '../lib/passwords';
import { priceCatalogue } from '../modules/courses/service';
import { quizIdByTitle } from '../modules/quiz/service';
import type { Db, Tx } from './client';
import {
  academicLevels,
  classMembers,
  classes,
  courses,
  leagueTiers,
  parentChildren,
  schools,
  subjects,
  users,
} from './schema';
import { seedDemoCodes } from './seed-activation';
import { seedCoach } from './seed-coach';
import { seedCollectibles } from './seed-collectibles';
import { seedDemoEmbedKey } from './seed-embed';
import { seedQuestions } from './seed-questions';
import { seedLearningPaths } from './seed-lessons';
import {
  ACCOUNTS,
  CATALOGUE_PRICES,
  CLASSES,
  COURSES,
  DEMO_SCHOOL,
  FAMILIES,
  LEVELS,
  SUBJECTS,
} from './seed-data';

export interface SeedResult {
  password: string;
  accounts: { email: string; label: string }[];
  /** The demo school's embed key, for a sample school page that signs pupils in. */
  embedKey: { school: string; kid: string; secret: string };
}

/** An arbitrary advisory-lock key for seeding. */
const SEED_LOCK = 7_150_001;

async function hasUsers(db: Db | Tx) {
  const [row] = await db.select({ n: count() }).from(users);
  return Boolean(row?.n);
}

/** Inserts names that may already exist (reference data) and answers every name's id. */
async function idsByName(tx: Tx, table: typeof academicLevels | typeof subjects, names: string[]) {
  const values = names.map((name, i) =>
    table === academicLevels ? { name, sortOrder: i + 1 } : { name },
  );
  await tx.insert(table).values(values).onConflictDoNothing();
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.name, names));
  return (name: string) => rows.find((r) => r.name === name)!.id;
}

/**
 * The demo school, its classes and one account per role, all with the password DEMO_PASSWORD.
 * Runs only on a database without users, in one transaction, so it is safe to call on every
 * start: a second call, or a call after real sign-ups, changes nothing and answers null.
 */
export async function seedIfEmpty(db: Db): Promise<SeedResult | null> {
  if (await hasUsers(db)) {
    // A database seeded before the question bank (or the embed key, or prices) existed gets it
    // on its next start.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      await seedQuestions(tx);
      await seedLearningPaths(tx);
      await seedDemoEmbedKey(tx);
      await priceCatalogue(tx, CATALOGUE_PRICES);
      await seedCollectibles(tx);
    });
    return null;
  }
  // Hashing is slow on purpose, so it happens before the transaction, not while holding it.
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const seeded = await db.transaction(async (tx) => {
    // Two servers starting together on one database take turns here; the second finds users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;

    const levelId = await idsByName(tx, academicLevels, LEVELS);
    const subjectId = await idsByName(tx, subjects, SUBJECTS);
    const [school] = await tx.insert(schools).values(DEMO_SCHOOL).returning({ id: schools.id });
    const schoolId = school!.id;

    const [catalogue] = await tx.select({ n: count() }).from(courses);
    if (!catalogue?.n) {
      await tx.insert(courses).values(
        COURSES.map((c) => ({
          name: `${c.level} ${c.subject}`,
          subjectId: subjectId(c.subject),
          academicLevelId: levelId(c.level),
        })),
      );
    }

    const classRows = await tx
      .insert(classes)
      .values(
        CLASSES.map((c) => ({
          name: c.name,
          schoolId,
          academicLevelId: levelId(c.level),
          subjectId: subjectId(c.subject),
        })),
      )
      .returning({ id: classes.id, name: classes.name });
    const classId = (name: string) => classRows.find((c) => c.name === name)!.id;

    const userRows = await tx
      .insert(users)
      .values(
        ACCOUNTS.map((a, i) => ({
          email: a.email,
          username: a.email.split('@')[0]!,
          passwordHash: hashes[i]!,
          firstName: a.firstName,
          lastName: a.lastName,
          userRoleId: a.userRoleId,
          teacherRoleId: a.teacherRoleId ?? null,
          schoolId: a.inSchool ? schoolId : null,
          academicLevelId: a.level ? levelId(a.level) : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => userRows.find((u) => u.email === email)!.id;
    const tiered = ACCOUNTS.filter((a) => a.leagueTier !== undefined);
    if (tiered.length > 0)
      await tx
        .insert(leagueTiers)
        .values(tiered.map((a) => ({ userId: userId(a.email), tier: a.leagueTier! })));

    await tx
      .insert(classMembers)
      .values(
        ACCOUNTS.flatMap((a) =>
          (a.classes ?? []).map((name) => ({ classId: classId(name), userId: userId(a.email) })),
        ),
      );
    await tx
      .insert(parentChildren)
      .values(FAMILIES.map((f) => ({ parentId: userId(f.parent), childId: userId(f.child) })));
    await seedCoach(tx, schoolId);
    await seedQuestions(tx);
    await seedLearningPaths(tx);
    await seedDemoCodes(tx, schoolId);
    await seedDemoEmbedKey(tx);
    await priceCatalogue(tx, CATALOGUE_PRICES);
    await seedCollectibles(tx);
    return true;
  });
  if (!seeded) return null;
  return {
    password: DEMO_PASSWORD,
    accounts: ACCOUNTS.map(({ email, label }) => ({ email, label })),
    embedKey: { school: DEMO_SCHOOL.schoolName, kid: DEMO_EMBED_KID, secret: DEMO_EMBED_SECRET },
  };
}

/** The line that tells a developer the demo school's embed key, after the demo accounts. */
export const embedKeyLine = ({ embedKey }: SeedResult) =>
  `Demo embed key of ${embedKey.school} (signs pupils in from a school page; README, "Signed embeds"):\n` +
  `  kid ${embedKey.kid}  secret ${embedKey.secret}`;

/** The demo school's homework on its sample site: the weekly practice of Primary 5 Mathematics. */
export async function demoHomeworkQuizId(db: Db): Promise<number | null> {
  return (await quizIdByTitle(db, 'Primary 5 Mathematics', 'Weekly practice')) ?? null;
}
