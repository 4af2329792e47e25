import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { embedIdentities, embedSecrets, embedTokenUses, sessions, users } from '../../../db/schema';
import { createUser, makeEmbedKey, makeSchool, makeUser, PASSWORD } from '@kyu/test-support/db';
import { type EmbedKey, mint, pupil } from '@kyu/test-support/embed-tokens';
import { useTestApp } from '../../../test/use-test-app';
import { passwordLogin } from '../test-factories';

describe('POST /auth/embed-token', () => {
  const t = useTestApp();
  let schoolId: number;
  let otherSchoolId: number;
  let key: EmbedKey;

  beforeAll(async () => {
    schoolId = (await makeSchool(t.db, { schoolName: 'Hillside' })).id;
    otherSchoolId = (await makeSchool(t.db, { schoolName: 'Riverside' })).id;
    key = await makeEmbedKey(t.db, schoolId);
  });

  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/embed-token', payload: { token } });
  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const sessionCount = async (userId: number) =>
    (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  it('makes a new pupil of the school on first sight and answers a session as a password sign-in does', async () => {
    const claims = pupil({ email: 'Ana.Lee@School.TEST', name: 'Ana Maria Lee' });
    const res = await exchange(await mint(key, claims));
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({
      user_role_id: 1,
      school_id: schoolId,
      email: 'ana.lee@school.test',
      first_name: 'Ana',
      last_name: 'Maria Lee',
      last_logged_in: null,
    });
    const other = await createUser(t.db);
    const login = await passwordLogin(t.app, { email: other.email, password: PASSWORD });
    expect(Object.keys(session).sort()).toEqual(Object.keys(login.json()).sort());

    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/xp',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    const row = await userByEmail('ana.lee@school.test');
    expect(row).toMatchObject({ schoolId, userRoleId: 1, passwordHash: null });
    const links = await t.db
      .select()
      .from(embedIdentities)
      .where(eq(embedIdentities.userId, row!.id));
    expect(links).toMatchObject([{ schoolId, externalId: claims.sub }]);
  });

  it('finds the same pupil by their school user id after the school changes their e-mail', async () => {
    const claims = pupil();
    const first = (await exchange(await mint(key, claims))).json();
    const again = await exchange(await mint(key, { ...claims, email: 'renamed@school.test' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, email: claims.email });
    expect(again.json().last_logged_in).not.toBeNull();
    expect(await userByEmail('renamed@school.test')).toBeUndefined();
  });

  it("links the school's existing pupil with that e-mail, who keeps their password", async () => {
    const existing = await createUser(t.db, { schoolId, userRoleId: 1 });
    const res = await exchange(await mint(key, pupil({ email: existing.email.toUpperCase() })));
    expect(res.json()).toMatchObject({ id: existing.id, username: existing.username });
    const login = await passwordLogin(t.app, { email: existing.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('takes given_name and family_name over name', async () => {
    const res = await exchange(
      await mint(key, pupil({ name: 'Lee Ana', given_name: 'Ana', family_name: 'Lee' })),
    );
    expect(res.json()).toMatchObject({ first_name: 'Ana', last_name: 'Lee' });
  });

  it('remembers a used token id until the token could no longer be accepted, per school', async () => {
    const exp = Math.floor(Date.now() / 1000) + 200;
    const token = await mint(key, pupil({ exp, jti: 'shared-jti' }));
    expect((await exchange(token)).statusCode).toBe(200);
    const [use] = await t.db
      .select()
      .from(embedTokenUses)
      .where(eq(embedTokenUses.jti, 'shared-jti'));
    expect(use!.expiresAt.getTime()).toBe((exp + 60) * 1000);
    // Another school's token may carry the same id: ids are the school's to choose.
    const otherKey = await makeEmbedKey(t.db, otherSchoolId);
    const other = await exchange(await mint(otherKey, pupil({ jti: 'shared-jti' })));
    expect(other.statusCode).toBe(200);
  });

  it("notes when the key was last used, for the console's rotation", async () => {
    const fresh = await makeEmbedKey(t.db, otherSchoolId, {
      retiresAt: new Date(Date.now() + 60_000),
    });
    await exchange(await mint(fresh));
    const [row] = await t.db.select().from(embedSecrets).where(eq(embedSecrets.kid, fresh.kid));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('writes an audit line for each exchange, accepted or refused, without the e-mail', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const warn = vi.spyOn(t.app.log, 'warn');
    const claims = pupil();
    const token = await mint(key, claims);
    const user = (await exchange(token)).json();
    await exchange(token);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        audit: 'embed-sign-in',
        schoolId,
        kid: key.kid,
        sub: claims.sub,
        jti: expect.any(String),
        userId: user.id,
        created: true,
      }),
      'embed token exchanged',
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        audit: 'embed-sign-in-refused',
        kid: key.kid,
        status: 401,
        reason: 'Embed token already used',
      }),
      'embed token refused',
    );
    const audits = [...info.mock.calls, ...warn.mock.calls].filter(
      ([line]) => typeof line === 'object' && line !== null && 'audit' in line,
    );
    expect(JSON.stringify(audits)).not.toContain(claims.email);
    info.mockRestore();
    warn.mockRestore();
  });

  describe('never crossing schools', () => {
    const refusedWith = async (email: string, title: string, status = 409) => {
      const res = await exchange(await mint(key, pupil({ email })));
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().title).toBe(title);
      expect(JSON.stringify(res.json())).not.toContain('access_token');
    };

    it("refuses the e-mail of another school's teacher, and leaves that account alone", async () => {
      const teacher = await makeUser(t.db, { schoolId: otherSchoolId, userRoleId: 2 });
      await refusedWith(teacher.email, 'E-mail belongs to an account outside this school');
      expect(await sessionCount(teacher.id)).toBe(0);
      const linked = await t.db
        .select()
        .from(embedIdentities)
        .where(eq(embedIdentities.userId, teacher.id));
      expect(linked).toEqual([]);
    });

    it("refuses the e-mail of another school's pupil and of an account of no school", async () => {
      const other = await makeUser(t.db, { schoolId: otherSchoolId, userRoleId: 1 });
      await refusedWith(other.email, 'E-mail belongs to an account outside this school');
      const admin = await makeUser(t.db, { schoolId: null, userRoleId: 3 });
      await refusedWith(admin.email, 'E-mail belongs to an account outside this school');
      const parent = await makeUser(t.db, { schoolId: null, userRoleId: 6 });
      await refusedWith(parent.email, 'E-mail belongs to an account outside this school');
      expect(await sessionCount(admin.id)).toBe(0);
    });

    it("refuses the e-mail of this school's teacher, admin or parent", async () => {
      for (const userRoleId of [2, 3, 6]) {
        const staff = await makeUser(t.db, { schoolId, userRoleId, teacherRoleId: 1 });
        await refusedWith(staff.email, 'E-mail belongs to a staff or parent account');
        expect(await sessionCount(staff.id)).toBe(0);
      }
    });

    it('refuses a pupil already linked to another school user id', async () => {
      const claims = pupil();
      await exchange(await mint(key, claims));
      const res = await exchange(await mint(key, pupil({ email: claims.email })));
      expect(res.statusCode).toBe(409);
      expect(res.json().title).toBe('Account linked to another school user id');
    });

    it('refuses a school user id whose pupil has moved to another school', async () => {
      const claims = pupil();
      const { id } = (await exchange(await mint(key, claims))).json();
      await t.db.update(users).set({ schoolId: otherSchoolId }).where(eq(users.id, id));
      const res = await exchange(await mint(key, claims));
      expect(res.statusCode).toBe(409);
      expect(res.json().title).toBe('Pupil belongs to another school now');
    });

    it('refuses a deactivated pupil as a password sign-in does', async () => {
      const claims = pupil();
      const { id } = (await exchange(await mint(key, claims))).json();
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, id));
      const res = await exchange(await mint(key, claims));
      expect(res.statusCode).toBe(403);
      expect(res.json().title).toBe('Account deactivated');
    });

    it('leaves the token unused when the account is refused, since nothing was signed in', async () => {
      const teacher = await makeUser(t.db, { schoolId: otherSchoolId, userRoleId: 2 });
      const jti = `refused-${teacher.id}`;
      await exchange(await mint(key, pupil({ email: teacher.email, jti })));
      const uses = await t.db
        .select()
        .from(embedTokenUses)
        .where(and(eq(embedTokenUses.schoolId, schoolId), eq(embedTokenUses.jti, jti)));
      expect(uses).toEqual([]);
    });
  });
});
