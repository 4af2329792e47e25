import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagueMembers, leagueTiers } from '../../db/schema';
import { makeCourse, makeQuestion, makeSchool, signedIn } from '@kyu/test-support/db';
import { awardQuizPoints } from './service';
import { weekStartOf } from './week';

type StudentColumns = Parameters<typeof signedIn>[1];

/**
 * A school's league group this week, made as students make one (each paid a question), then
 * given `points` each: one student per entry, signed in, in the order given.
 */
export async function seedGroup(
  db: Db,
  entries: ({ points: number; leagueTier?: number } & StudentColumns)[],
  opts: { schoolId?: number; now?: Date } = {},
) {
  const now = opts.now ?? new Date();
  const schoolId = opts.schoolId ?? (await makeSchool(db)).id;
  const question = await makeQuestion(db, (await makeCourse(db)).id);
  const students = [];
  for (const { points, leagueTier, ...columns } of entries) {
    const student = await signedIn(db, { schoolId, ...columns });
    if (leagueTier)
      await db.insert(leagueTiers).values({ userId: student.user.id, tier: leagueTier });
    await db.transaction((tx) =>
      awardQuizPoints(tx, {
        userId: student.user.id,
        day: now.toISOString().slice(0, 10),
        questionIds: [question.id],
        now,
      }),
    );
    await db
      .update(leagueMembers)
      .set({ points })
      .where(
        and(
          eq(leagueMembers.userId, student.user.id),
          eq(leagueMembers.weekStart, weekStartOf(now)),
        ),
      );
    students.push(student);
  }
  return { schoolId, students };
}
