import { describe, expect, it } from 'vitest';
import { makeCourse, makeUser } from '@kyu/test-support/db';
import { eq } from 'drizzle-orm';
import { courseAccess } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { endAccess, grantAccess, hasAccess, learnersWithAccess } from './service';

const at = (day: number) => new Date(Date.UTC(2030, 0, day));

describe('courses: who may use a course, and when', () => {
  const t = useTestApp();

  async function learnerAndCourse() {
    return { user: await makeUser(t.db), course: await makeCourse(t.db) };
  }

  it('lets a learner use a course from the start of a grant until its end, and not after', async () => {
    const { user, course } = await learnerAndCourse();
    await grantAccess(t.db, {
      userId: user.id,
      courseId: course.id,
      source: 'subscription',
      sourceId: 11,
      startsAt: at(10),
      endsAt: at(20),
    });
    expect(await hasAccess(t.db, user.id, course.id, at(9))).toBe(false);
    expect(await hasAccess(t.db, user.id, course.id, at(10))).toBe(true);
    expect(await hasAccess(t.db, user.id, course.id, at(19))).toBe(true);
    expect(await hasAccess(t.db, user.id, course.id, at(20))).toBe(false);
    expect(await learnersWithAccess(t.db, [user.id], at(15))).toEqual([user.id]);
    expect(await learnersWithAccess(t.db, [user.id], at(25))).toEqual([]);
  });

  it('extends the one row of a source granted again (a renewal, a replayed event)', async () => {
    const { user, course } = await learnerAndCourse();
    const grant = { userId: user.id, courseId: course.id, source: 'subscription' as const };
    await grantAccess(t.db, { ...grant, sourceId: 12, startsAt: at(1), endsAt: at(31) });
    await grantAccess(t.db, { ...grant, sourceId: 12, startsAt: at(31), endsAt: at(59) });
    await grantAccess(t.db, { ...grant, sourceId: 12, startsAt: at(31), endsAt: at(59) });
    const rows = await t.db.select().from(courseAccess).where(eq(courseAccess.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ startsAt: at(1), endsAt: at(59) })]);
    expect(await hasAccess(t.db, user.id, course.id, at(45))).toBe(true);
  });

  it("keeps one admin grant per learner and course, and two sources' grants apart", async () => {
    const { user, course } = await learnerAndCourse();
    const grant = { userId: user.id, courseId: course.id, startsAt: at(1), endsAt: null };
    await grantAccess(t.db, { ...grant, source: 'admin', sourceId: null });
    await grantAccess(t.db, { ...grant, source: 'admin', sourceId: null });
    await grantAccess(t.db, { ...grant, source: 'activation', sourceId: 5 });
    const rows = await t.db.select().from(courseAccess).where(eq(courseAccess.userId, user.id));
    expect(rows.map((r) => r.source).sort()).toEqual(['activation', 'admin']);
  });

  it('ends only what one source granted: the learner keeps a course another grant covers', async () => {
    const { user, course } = await learnerAndCourse();
    const grant = { userId: user.id, courseId: course.id, startsAt: at(1), endsAt: null };
    await grantAccess(t.db, { ...grant, source: 'subscription', sourceId: 13 });
    await grantAccess(t.db, { ...grant, source: 'activation', sourceId: 13 });
    expect(await endAccess(t.db, { source: 'subscription', sourceId: 13 }, at(5))).toBe(1);
    expect(await hasAccess(t.db, user.id, course.id, at(6))).toBe(true);
    expect(await endAccess(t.db, { source: 'activation', sourceId: 13 }, at(7))).toBe(1);
    expect(await hasAccess(t.db, user.id, course.id, at(6))).toBe(true);
    expect(await hasAccess(t.db, user.id, course.id, at(8))).toBe(false);
    expect(await endAccess(t.db, { source: 'activation', sourceId: 13 }, at(9))).toBe(0);
  });

  it('ends a grant that has not started yet as it starts, and an admin grant by learner and course', async () => {
    const { user, course } = await learnerAndCourse();
    const other = await makeCourse(t.db);
    const grant = { userId: user.id, source: 'admin' as const, sourceId: null };
    await grantAccess(t.db, { ...grant, courseId: course.id, startsAt: at(20), endsAt: null });
    await grantAccess(t.db, { ...grant, courseId: other.id, startsAt: at(1), endsAt: null });
    await endAccess(t.db, { ...grant, courseId: course.id }, at(10));
    expect(await hasAccess(t.db, user.id, course.id, at(25))).toBe(false);
    expect(await hasAccess(t.db, user.id, other.id, at(25))).toBe(true);
  });

  it('refuses a grant that ends before it starts', async () => {
    const { user, course } = await learnerAndCourse();
    await expect(
      grantAccess(t.db, {
        userId: user.id,
        courseId: course.id,
        source: 'admin',
        sourceId: null,
        startsAt: at(10),
        endsAt: at(9),
      }),
    ).rejects.toThrow(/cannot end before it starts/);
  });
});
