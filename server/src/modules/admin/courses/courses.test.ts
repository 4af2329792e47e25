import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeCourse, makeSchool, signedIn } from '@kyu/test-support/db';
import { coursePrices } from '../../../db/schema';
import { useTestApp } from '../../../test/use-test-app';

type Headers = Record<string, string>;
const COURSES = '/api/v1/admin/courses';
const sgd = (amount_cents: number, provider_price_id?: string | null) => ({
  amount_cents,
  currency: 'sgd',
  ...(provider_price_id === undefined ? {} : { provider_price_id }),
});

describe('admin: courses and their prices', () => {
  const t = useTestApp();

  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const put = (headers: Headers, id: number, payload: object) =>
    call('PUT', `${COURSES}/${id}`, headers, payload);
  const superAdmin = async () => (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
  async function school() {
    const row = await makeSchool(t.db);
    const admin = await signedIn(t.db, { userRoleId: 3, schoolId: row.id });
    const course = await makeCourse(t.db, { schoolId: row.id });
    return { id: row.id, headers: admin.headers, course };
  }
  const pricesOf = (courseId: number) =>
    t.db
      .select()
      .from(coursePrices)
      .where(eq(coursePrices.courseId, courseId))
      .orderBy(coursePrices.id);

  it('sets a course’s prices, and a change makes a new price and takes the old off sale', async () => {
    const { headers, course } = await school();
    const first = await put(headers, course.id, {
      monthly_price: sgd(2500),
      annual_price: sgd(25_000, 'price_1Annual'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: course.id,
      name: course.name,
      monthly_price: { amount_cents: 2500, currency: 'sgd', provider_price_id: null },
      annual_price: { amount_cents: 25_000, currency: 'sgd', provider_price_id: 'price_1Annual' },
    });
    const changed = await put(headers, course.id, { monthly_price: sgd(2900) });
    expect(changed.json()).toMatchObject({
      monthly_price: { amount_cents: 2900, provider_price_id: null },
      annual_price: { amount_cents: 25_000, provider_price_id: 'price_1Annual' },
    });
    const rows = await pricesOf(course.id);
    expect(rows.map((r) => [r.interval, r.amountCents, r.active])).toEqual([
      ['month', 2500, false],
      ['year', 25_000, true],
      ['month', 2900, true],
    ]);
  });

  it('links a price to the provider’s price in place, and refuses one linked to another price', async () => {
    const { headers, course } = await school();
    await put(headers, course.id, { monthly_price: sgd(2500) });
    const linked = await put(headers, course.id, { monthly_price: sgd(2500, 'price_1Month') });
    expect(linked.json()).toMatchObject({ monthly_price: { provider_price_id: 'price_1Month' } });
    expect(await pricesOf(course.id)).toHaveLength(1);
    // The provider's price is for 25.00: a new amount cannot reuse it.
    const reused = await put(headers, course.id, { monthly_price: sgd(3000, 'price_1Month') });
    expect(reused.statusCode).toBe(409);
    expect(reused.headers['content-type']).toContain('application/problem+json');
    const after = await call('GET', `${COURSES}/${course.id}`, headers);
    expect(after.json()).toMatchObject({
      monthly_price: { amount_cents: 2500, provider_price_id: 'price_1Month' },
    });
  });

  it('takes a course off sale by an interval with null, and refuses two currencies', async () => {
    const { headers, course } = await school();
    await put(headers, course.id, { monthly_price: sgd(2500), annual_price: sgd(25_000) });
    const off = await put(headers, course.id, { annual_price: null });
    expect(off.json()).toMatchObject({ monthly_price: { amount_cents: 2500 }, annual_price: null });
    const mixed = await put(headers, course.id, {
      annual_price: { amount_cents: 20_000, currency: 'usd' },
    });
    expect(mixed.statusCode).toBe(400);
    expect((await call('GET', `${COURSES}/${course.id}`, headers)).json()).toMatchObject({
      annual_price: null,
    });
  });

  it('refuses negative, zero, absurd and malformed prices with 400, changing nothing', async () => {
    const { headers, course } = await school();
    for (const monthly_price of [
      sgd(-100),
      sgd(0),
      sgd(100_000_000),
      sgd(12.5),
      { amount_cents: 2500, currency: 'SGD' },
      { amount_cents: 2500, currency: 'sgd', provider_price_id: 'prod_123' },
      { amount_cents: '2500', currency: 'sgd' },
    ]) {
      const res = await put(headers, course.id, { monthly_price });
      expect(res.statusCode, JSON.stringify(monthly_price)).toBe(400);
    }
    expect(await pricesOf(course.id)).toEqual([]);
  });

  it("answers 404 to a school admin for another school's course and Kyu's catalogue", async () => {
    const mine = await school();
    const theirs = await school();
    const catalogue = await makeCourse(t.db);
    for (const id of [theirs.course.id, catalogue.id]) {
      expect((await call('GET', `${COURSES}/${id}`, mine.headers)).statusCode).toBe(404);
      expect((await put(mine.headers, id, { monthly_price: sgd(100) })).statusCode).toBe(404);
    }
    expect(await pricesOf(theirs.course.id)).toEqual([]);
    const list = await call('GET', `${COURSES}?range=[0,99]`, mine.headers);
    expect(list.json<{ id: number }[]>().map((c) => c.id)).toEqual([mine.course.id]);
    expect(list.headers['content-range']).toBe('courses 0-0/1');
  });

  it('lets Kyu’s administrators list and price every course, and refuses everyone else', async () => {
    const boss = await superAdmin();
    const { course, id } = await school();
    const catalogue = await makeCourse(t.db);
    expect((await put(boss, catalogue.id, { monthly_price: sgd(1500) })).statusCode).toBe(200);
    const list = await call('GET', `${COURSES}?filter={"school_id":[${id}]}`, boss);
    expect(list.json<{ id: number }[]>().map((c) => c.id)).toEqual([course.id]);
    const teacher = await signedIn(t.db, { userRoleId: 2, schoolId: id });
    const parent = await signedIn(t.db, { userRoleId: 6, schoolId: id });
    for (const who of [teacher.headers, parent.headers]) {
      expect((await call('GET', COURSES, who)).statusCode).toBe(403);
      expect((await put(who, course.id, { monthly_price: sgd(100) })).statusCode).toBe(403);
    }
  });

  it('keeps one active price per interval when two admins change it at once', async () => {
    const { headers, course } = await school();
    const answers = await Promise.all(
      [1000, 2000, 3000, 4000].map((amount) =>
        put(headers, course.id, { monthly_price: sgd(amount) }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await pricesOf(course.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.active)).toHaveLength(1);
  });
});
