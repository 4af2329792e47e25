import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Leaderboard } from '@kyu/core/contract';
import { leagueResults, leagueTiers, leagueWeeks, users } from '../../db/schema';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';
import { rollOverEndedWeeks, rollOverWeek } from './service';
import { seedGroup } from './test-leagues';
import { addDays, weekStartOf } from './week';

const DAY = 86_400_000;

describe('the weekly rollover', () => {
  const t = useTestApp();

  it('closes a week once when two instances roll it at once, moving the top and bottom fifth', async () => {
    const lastWeek = new Date(Date.now() - 7 * DAY);
    const ten = Array.from({ length: 10 }, (_, i) => ({ points: 100 - i * 10, leagueTier: 2 }));
    const { students } = await seedGroup(t.db, ten, { now: lastWeek });
    const week = weekStartOf(lastWeek);
    const [one, two] = await Promise.all([rollOverWeek(t.db, week), rollOverWeek(t.db, week)]);
    const promoted = [...one, ...two];
    const ids = students.map((s) => s.user.id);
    expect(promoted.sort()).toEqual(ids.slice(0, 2).sort());
    expect([one.length, two.length].sort()).toEqual([0, 2]);
    const tiers = await t.db
      .select({ id: users.id, tier: sql<number>`coalesce(${leagueTiers.tier}, 1)` })
      .from(users)
      .leftJoin(leagueTiers, eq(leagueTiers.userId, users.id))
      .where(inArray(users.id, ids))
      .orderBy(users.id);
    expect(tiers.map((r) => r.tier)).toEqual([3, 3, 2, 2, 2, 2, 2, 2, 1, 1]);
    const results = await t.db
      .select()
      .from(leagueResults)
      .where(eq(leagueResults.weekStart, week));
    expect(results).toHaveLength(10);
    expect(await rollOverWeek(t.db, week)).toEqual([]);
  });

  it('moves a group of two, one up and one down, and gives students tied at a boundary the kinder side', async () => {
    // A week of its own: the first test closed last week.
    const lastWeek = new Date(Date.now() - 35 * DAY);
    const week = weekStartOf(lastWeek);
    const pair = await seedGroup(
      t.db,
      [
        { points: 40, leagueTier: 2 },
        { points: 30, leagueTier: 2 },
      ],
      { now: lastWeek },
    );
    const tied = await seedGroup(
      t.db,
      [
        { points: 50, leagueTier: 2 },
        { points: 50, leagueTier: 2 },
      ],
      { now: lastWeek },
    );
    await rollOverWeek(t.db, week);
    const tierOf = async (id: number) =>
      (
        await t.db
          .select({ tier: leagueTiers.tier })
          .from(leagueTiers)
          .where(eq(leagueTiers.userId, id))
      )[0]!.tier;
    expect(await Promise.all(pair.students.map((s) => tierOf(s.user.id)))).toEqual([3, 1]);
    expect(await Promise.all(tied.students.map((s) => tierOf(s.user.id)))).toEqual([3, 3]);
  });

  it('catches up two missed weeks, oldest first, and never closes the running one', async () => {
    const now = new Date();
    const weeks = [28, 21, 0].map((days) => new Date(now.getTime() - days * DAY));
    for (const at of weeks)
      await seedGroup(t.db, [{ points: 30 }, { points: 20 }, { points: 10 }], { now: at });
    const closed = await rollOverEndedWeeks(t.db, now);
    expect(closed.map((c) => c.weekStart)).toEqual(weeks.slice(0, 2).map(weekStartOf));
    expect(closed.map((c) => c.promoted.length)).toEqual([1, 1]);
    const open = await t.db
      .select()
      .from(leagueWeeks)
      .where(eq(leagueWeeks.weekStart, weekStartOf(now)));
    expect(open[0]?.rolledAt).toBeNull();
    expect(await rollOverEndedWeeks(t.db, now)).toEqual([]);
  });

  it('ends the week through the development clock, and the board shows it as last week’s', async () => {
    const { students } = await seedGroup(t.db, [{ points: 50 }, { points: 40 }, { points: 5 }]);
    const advance = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/dev/leagues/advance-clock',
        headers,
        payload: { days: 7 },
      });
    // Kyu's administrator only: a student cannot end everyone's week.
    expect((await advance({})).statusCode).toBe(401);
    expect((await advance(students[0]!.headers)).statusCode).toBe(403);
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: null });
    expect((await advance(admin.headers)).statusCode).toBe(200);
    const board = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/leaderboard',
        headers: students[0]!.headers,
      })
    ).json<Leaderboard>();
    expect(board).toMatchObject({ league: 2, assigned: false, current: null });
    expect(board.previous).toMatchObject({ outcome: 'promoted', rank: 1, league: 1 });
    expect(board.start_date.slice(0, 10)).toBe(addDays(weekStartOf(new Date()), 7));
  });
});
