import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { accountKey } from './login-limits';
import { createUser, passwordLogin } from './test-factories';

describe('failed sign-in limits', () => {
  const t = useTestApp();

  let subnet = 0;
  const addresses = () => {
    subnet += 1;
    return (host: number) => `10.${subnet}.0.${host}`;
  };
  const failTimes = async (times: number, email: string, address: (i: number) => string) => {
    for (let i = 0; i < times; i++) {
      const res = await passwordLogin(t.app, { email, password: 'wrong-password-1' }, address(i));
      expect(res.statusCode).toBe(401);
    }
  };

  it('locks an account after 10 failed sign-ins, even against the right password from elsewhere', async () => {
    const user = await createUser(t.db);
    const at = addresses();
    await failTimes(10, user.email, at); // ten different addresses: only the account counter fills
    const locked = await passwordLogin(
      t.app,
      { email: user.email, password: user.password! },
      at(200),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toContain('application/problem+json');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(locked.json().detail).toContain('for this account');
  });

  it('checks at most 10 passwords of a burst of parallel guesses at one account', async () => {
    const user = await createUser(t.db);
    const at = addresses();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        passwordLogin(t.app, { email: user.email, password: 'wrong-password-1' }, at(i)),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.account, accountKey(user.id)));
    expect(rows.length).toBeLessThanOrEqual(10);
  });

  it('lets a class sign in together from one address', async () => {
    const at = addresses();
    const pupils = await Promise.all(Array.from({ length: 15 }, () => createUser(t.db)));
    const results = await Promise.all(
      pupils.map((p) => passwordLogin(t.app, { email: p.email, password: p.password! }, at(1))),
    );
    expect(results.map((res) => res.statusCode)).toEqual(pupils.map(() => 200));
  });

  it('counts failures per address across accounts', async () => {
    const at = addresses();
    const others = await Promise.all(Array.from({ length: 10 }, () => createUser(t.db)));
    for (const other of others) {
      const res = await passwordLogin(
        t.app,
        { email: other.email, password: 'wrong-password-1' },
        at(1),
      );
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(t.db);
    const fromThere = await passwordLogin(
      t.app,
      { email: user.email, password: user.password! },
      at(1),
    );
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json().detail).toContain('from your network');
    expect(Number(fromThere.headers['retry-after'])).toBeGreaterThan(0);
    const fromElsewhere = await passwordLogin(
      t.app,
      { email: user.email, password: user.password! },
      at(2),
    );
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('counts attempts at unknown accounts like attempts at real ones', async () => {
    const at = addresses();
    await failTimes(10, 'nobody-here@school.test', at);
    const res = await passwordLogin(
      t.app,
      { email: 'nobody-here@school.test', password: 'x-1' },
      at(99),
    );
    expect(res.statusCode).toBe(429);
  });

  it('sets Retry-After to the seconds until the oldest counted failure leaves the window', async () => {
    const user = await createUser(t.db);
    const at = addresses();
    await failTimes(10, user.email, at);
    const oldest = await t.db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(eq(loginFailures.account, accountKey(user.id)))
      .orderBy(loginFailures.id)
      .limit(1);
    // The oldest failure happened 10 minutes ago, so 5 minutes remain of its 15.
    await t.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(loginFailures.id, oldest[0]!.id));
    const res = await passwordLogin(t.app, { email: user.email, password: user.password! }, at(50));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(290);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('lets the account in again once its failures are older than 15 minutes', async () => {
    const user = await createUser(t.db);
    const at = addresses();
    await failTimes(10, user.email, at);
    await t.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.account, accountKey(user.id)));
    const res = await passwordLogin(t.app, { email: user.email, password: user.password! }, at(50));
    expect(res.statusCode).toBe(200);
  });

  it('clears the account counter on success but keeps the address counter', async () => {
    const at = addresses();
    const mine = await createUser(t.db);
    const theirs = await createUser(t.db);
    await failTimes(5, mine.email, () => at(1));
    expect(
      (await passwordLogin(t.app, { email: mine.email, password: mine.password! }, at(1)))
        .statusCode,
    ).toBe(200);
    // Five more failures elsewhere would lock the account had the success not cleared it.
    await failTimes(9, mine.email, (i) => at(10 + i));
    expect(
      (await passwordLogin(t.app, { email: mine.email, password: mine.password! }, at(30)))
        .statusCode,
    ).toBe(200);
    // The address keeps its five, so five more at another account from it fill it up.
    await failTimes(5, theirs.email, () => at(1));
    expect(
      (await passwordLogin(t.app, { email: mine.email, password: mine.password! }, at(1)))
        .statusCode,
    ).toBe(429);
  });

  it('does not count a refused attempt as another failure', async () => {
    const user = await createUser(t.db);
    const at = addresses();
    await failTimes(10, user.email, at);
    await passwordLogin(t.app, { email: user.email, password: 'wrong-password-1' }, at(77));
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.account, accountKey(user.id)));
    expect(rows).toHaveLength(10);
  });
});
