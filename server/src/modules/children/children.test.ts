import { describe, expect, it } from 'vitest';
import { linkChild, makeCourse, makeFamily, makeUser, signedIn } from '@kyu/test-support/db';
import { eq } from 'drizzle-orm';
import { parentChildren, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'kite-runner-2031';
const ONBOARDING = '/api/v1/users/onboarding/academy/parent';

type Headers = Record<string, string>;

describe("children: a parent's", () => {
  const t = useTestApp();
  let address = 0;

  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload, remoteAddress: `10.9.0.${++address % 250}` });
  const patch = (headers: Headers, id: number | string, payload: object) =>
    call('PATCH', `/api/v1/users/children/${id}`, headers, payload);
  const create = (headers: Headers, payload: object) =>
    call('POST', `${ONBOARDING}/create-child-account`, headers, payload);
  const link = (headers: Headers, payload: object) =>
    call('POST', `${ONBOARDING}/link-child-account`, headers, payload);
  const logIn = (username: string, password: string) =>
    call('POST', '/api/v1/auth/login', {}, { login_type: 'password', username, password });

  async function level() {
    return (await makeCourse(t.db)).academicLevelId;
  }
  const newChild = async (overrides: object = {}) => ({
    first_name: 'Ada',
    last_name: 'Lee',
    username: `ada-${Math.random().toString(36).slice(2, 10)}`,
    password: PASSWORD,
    academic_level_id: await level(),
    ...overrides,
  });

  it('lists only your own children, by first name, with what they sign in with', async () => {
    const { parent, child } = await makeFamily(t.db, { child: { firstName: 'Zoe' } });
    const second = await makeUser(t.db, { firstName: 'Amy' });
    await t.db.insert(parentChildren).values({ parentId: parent.user.id, childId: second.id });
    await makeFamily(t.db);
    const res = await call('GET', '/api/v1/users/children', parent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: second.id,
        first_name: 'Amy',
        last_name: second.lastName,
        username: second.username,
        user_information: { academic_level_id: null, leagues_blocked: false },
      },
      expect.objectContaining({ id: child.id, first_name: 'Zoe' }),
    ]);
  });

  it('refuses the children calls to anyone but a parent', async () => {
    const student = await signedIn(t.db);
    const teacher = await signedIn(t.db, { userRoleId: 2 });
    for (const headers of [student.headers, teacher.headers]) {
      expect((await call('GET', '/api/v1/users/children', headers)).statusCode).toBe(403);
      expect((await create(headers, await newChild())).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/v1/users/children', {})).statusCode).toBe(401);
  });

  it('changes a child’s names and level, and answers the child as it now is', async () => {
    const { parent, child } = await makeFamily(t.db);
    const levelId = await level();
    const res = await patch(parent.headers, child.id, {
      first_name: '  Mia ',
      academic_level_id: levelId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: child.id,
      first_name: 'Mia',
      last_name: child.lastName,
      user_information: { academic_level_id: levelId, leagues_blocked: false },
    });
  });

  it("answers 403 for another parent's child and for any id that is not your child", async () => {
    const { parent } = await makeFamily(t.db);
    const other = await makeFamily(t.db);
    const teacher = await makeUser(t.db, { userRoleId: 2 });
    for (const id of [other.child.id, other.parent.user.id, parent.user.id, teacher.id, 2e9]) {
      const res = await patch(parent.headers, id, { first_name: 'Eve' });
      expect(res.statusCode, String(id)).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.child.id));
    expect(untouched!.firstName).not.toBe('Eve');
  });

  it('refuses an empty change, a blank name, an unknown level and a weak password with 400', async () => {
    const { parent, child } = await makeFamily(t.db);
    for (const body of [
      {},
      { first_name: '   ' },
      { academic_level_id: 2_000_000_000 },
      { password: 'short1' },
      { academic_level_id: 'five' },
    ]) {
      const res = await patch(parent.headers, child.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it("sets a child's new password, signing the child out everywhere", async () => {
    const { parent } = await makeFamily(t.db);
    const child = await signedIn(t.db, { userRoleId: 1 });
    await linkChild(t.db, parent.user.id, child.user.id);
    expect((await call('GET', '/api/v1/users/onboarding', child.headers)).statusCode).toBe(200);
    expect((await patch(parent.headers, child.user.id, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/v1/users/onboarding', child.headers)).statusCode).toBe(401);
    expect((await logIn(child.user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('creates a student account for a child, linked to the parent, that signs in by username', async () => {
    const { parent } = await makeFamily(t.db);
    const body = await newChild({ username: 'Kid.Sam-01' });
    const res = await create(parent.headers, body);
    expect(res.statusCode).toBe(201);
    const child = res.json();
    expect(child).toEqual({
      id: expect.any(Number),
      first_name: 'Ada',
      last_name: 'Lee',
      username: 'kid.sam-01',
      user_information: { academic_level_id: body.academic_level_id, leagues_blocked: false },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ userRoleId: 1, schoolId: null });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await logIn('kid.sam-01', PASSWORD)).statusCode).toBe(200);
    const listed = await call('GET', '/api/v1/users/children', parent.headers);
    expect(listed.json().map((c: { id: number }) => c.id)).toContain(child.id);
  });

  it('answers a taken username with 409, and a weak password or unknown level with 400', async () => {
    const { parent } = await makeFamily(t.db);
    const body = await newChild();
    expect((await create(parent.headers, body)).statusCode).toBe(201);
    const again = await create(parent.headers, { ...body, username: body.username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ username: ['is taken'] });
    expect(
      (await create(parent.headers, await newChild({ password: 'password' }))).statusCode,
    ).toBe(400);
    const unknown = await newChild({ academic_level_id: 2_000_000_000 });
    expect((await create(parent.headers, unknown)).statusCode).toBe(400);
    expect((await create(parent.headers, { ...body, username: 'no spaces' })).statusCode).toBe(400);
  });

  it('makes ten children from ten calls at once, and one child from ten calls for one username', async () => {
    const { parent } = await makeFamily(t.db);
    const bodies = await Promise.all(Array.from({ length: 10 }, () => newChild()));
    const made = await Promise.all(bodies.map((body) => create(parent.headers, body)));
    expect(made.map((r) => r.statusCode)).toEqual(Array(10).fill(201));

    const same = await newChild();
    const raced = await Promise.all(Array.from({ length: 10 }, () => create(parent.headers, same)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const listed = await call('GET', '/api/v1/users/children', parent.headers);
    expect(listed.json()).toHaveLength(12);
  });

  describe('linking an existing account', () => {
    async function studentWithPassword(overrides: object = {}) {
      return makeUser(t.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
    }

    it("links a student's account by its username or e-mail and password; a second parent may too", async () => {
      const kid = await studentWithPassword();
      const mum = await makeFamily(t.db);
      const dad = await makeFamily(t.db);
      const res = await link(mum.parent.headers, {
        username_or_email: kid.username,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: kid.id, username: kid.username });
      const byEmail = await link(dad.parent.headers, {
        username_or_email: kid.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(byEmail.statusCode).toBe(200);
    });

    it('answers a child linked twice with 409 and keeps one link', async () => {
      const kid = await studentWithPassword();
      const { parent } = await makeFamily(t.db);
      const body = { username_or_email: kid.username, password: PASSWORD };
      expect((await link(parent.headers, body)).statusCode).toBe(200);
      expect((await link(parent.headers, body)).statusCode).toBe(409);
      const links = await t.db
        .select()
        .from(parentChildren)
        .where(eq(parentChildren.childId, kid.id));
      expect(links).toHaveLength(1);
    });

    it('answers a wrong password and an unknown name alike with 400, and staff accounts with 400', async () => {
      const kid = await studentWithPassword();
      const teacher = await studentWithPassword({ userRoleId: 2 });
      const { parent } = await makeFamily(t.db);
      const wrong = await link(parent.headers, {
        username_or_email: kid.username,
        password: 'nope',
      });
      const unknown = await link(parent.headers, {
        username_or_email: 'nobody-x',
        password: 'nope',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toBe('The username or password is wrong.');
      }
      const staff = await link(parent.headers, {
        username_or_email: teacher.username,
        password: PASSWORD,
      });
      expect(staff.statusCode).toBe(400);
      expect(staff.json().errors).toEqual({ username_or_email: ['is not a student account'] });
    });

    it("pauses guessing at a child's password as sign-in does, then refuses even the right one", async () => {
      const kid = await studentWithPassword();
      const { parent } = await makeFamily(t.db);
      for (let i = 0; i < 5; i++) {
        const res = await link(parent.headers, {
          username_or_email: kid.username,
          password: `x${i}`,
        });
        expect(res.statusCode).toBe(400);
      }
      const paused = await link(parent.headers, {
        username_or_email: kid.username,
        password: PASSWORD,
      });
      expect(paused.statusCode).toBe(429);
      expect(paused.headers['retry-after']).toBeDefined();
      expect((await logIn(kid.username, PASSWORD)).statusCode).toBe(429);
    });
  });
});
