import { describe, expect, it } from 'vitest';
import { makeCourse, makeFamily, signedIn } from '@kyu/test-support/db';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { useTestApp } from '../../test/use-test-app';
import { grantAccess } from '../courses/service';

const BUY_PAGE = '/api/v1/users/onboarding/academy';

describe("children: the product's buy page", () => {
  const t = useTestApp();
  let address = 0;
  const from = () => `10.8.0.${++address % 250}`;

  const lookUp = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${BUY_PAGE}?email=${encodeURIComponent(email)}`,
      headers,
      remoteAddress: from(),
    });
  const start = (email: string) =>
    t.app.inject({ method: 'POST', url: BUY_PAGE, payload: { email }, remoteAddress: from() });
  const parentStep = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${BUY_PAGE}/parent`, headers, remoteAddress: from() });

  it("walks a parent's step from child to courses to done as children and courses come", async () => {
    const parent = await signedIn(t.db, { userRoleId: 6 });
    expect((await parentStep(parent.headers)).json()).toEqual({ step: 'child', children: [] });
    const { parent: family, child } = await makeFamily(t.db);
    const before = await parentStep(family.headers);
    expect(before.json()).toMatchObject({ step: 'courses', children: [{ id: child.id }] });
    const course = await makeCourse(t.db);
    await grantAccess(t.db, {
      userId: child.id,
      courseId: course.id,
      source: 'admin',
      sourceId: null,
      startsAt: new Date(Date.now() - 1000),
      endsAt: null,
    });
    expect((await parentStep(family.headers)).json().step).toBe('done');
    expect((await lookUp(family.user.email, family.headers)).json().step).toBe('done');
  });

  it("tells a stranger only that a parent's address has an account, never whether they bought", async () => {
    const { parent } = await makeFamily(t.db);
    const res = await lookUp(parent.user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: parent.user.email, step: 'child' });
    expect((await lookUp('nobody-here@example.com')).json()).toEqual({
      email: 'nobody-here@example.com',
      step: 'account',
    });
  });

  it('answers a student or staff address with 409, and a malformed one or another product with 400', async () => {
    const student = await signedIn(t.db);
    const res = await lookUp(student.user.email);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await start(student.user.email)).statusCode).toBe(409);
    expect((await lookUp('not-an-email')).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/onboarding/other-product?email=a@example.com',
      remoteAddress: from(),
    });
    expect(other.statusCode).toBe(400);
  });

  it('starts a parent account without a password for a new address, and mails the link to choose one', async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const res = await start(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email, step: 'child' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userRoleId: 6, passwordHash: null });
    await expect.poll(() => t.mailer.sent.filter((m) => m.to === email).length).toBe(1);
    const mail = t.mailer.sent.find((m) => m.to === email)!;
    expect(mail.text).toContain('/academy/reset-password?token=');
    expect(mail.text).toContain('from_new_buy_page=true');

    expect((await start(email.toUpperCase())).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('leaves an existing parent account as it is, and mails it nothing', async () => {
    const { parent } = await makeFamily(t.db);
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('kite-runner-2031') })
      .where(eq(users.id, parent.user.id));
    const sent = t.mailer.sent.length;
    expect((await start(parent.user.email)).json()).toEqual({
      email: parent.user.email,
      step: 'child',
    });
    expect(t.mailer.sent).toHaveLength(sent);
  });

  it("refuses the parent's own step to anyone but a parent", async () => {
    const student = await signedIn(t.db);
    expect((await parentStep(student.headers)).statusCode).toBe(403);
    expect((await parentStep({})).statusCode).toBe(401);
  });
});
