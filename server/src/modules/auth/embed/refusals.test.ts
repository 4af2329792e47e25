import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedSecrets, schools } from '../../../db/schema';
import { makeEmbedKey, makeSchool } from '@kyu/test-support/db';
import { type EmbedKey, mint, pupil, unsigned, withAlg } from '@kyu/test-support/embed-tokens';
import { useTestApp } from '../../../test/use-test-app';

describe('POST /auth/embed-token refuses', () => {
  const t = useTestApp();
  let schoolId: number;
  let key: EmbedKey & { id: number };
  let otherKey: EmbedKey;

  beforeAll(async () => {
    schoolId = (await makeSchool(t.db)).id;
    key = await makeEmbedKey(t.db, schoolId);
    otherKey = await makeEmbedKey(t.db, (await makeSchool(t.db)).id);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/embed-token', payload: { token } });

  /** Asserts a 401 problem with this title that signs nobody in. */
  const refused = async (token: string, title: string) => {
    const res = await exchange(token);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 401, title });
    expect(res.body).not.toContain('access_token');
    return res.json();
  };

  it('an expired token', async () => {
    await refused(
      await mint(key, pupil({ iat: now() - 400, exp: now() - 100 })),
      'Embed token expired',
    );
  });

  it('a token living longer than ten minutes', async () => {
    const problem = await refused(
      await mint(key, pupil({ iat: now(), exp: now() + 601 })),
      'Embed token lives too long',
    );
    expect(problem.detail).toContain('601 seconds');
  });

  it('a token issued more than a minute ahead of our clock', async () => {
    await refused(
      await mint(key, pupil({ iat: now() + 120, exp: now() + 300 })),
      'Embed token issued in the future',
    );
  });

  it('a token used before, also after its session signed out', async () => {
    const token = await mint(key);
    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    await refused(token, 'Embed token already used');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(logout.statusCode).toBe(200);
    await refused(token, 'Embed token already used');
  });

  it('a token signed with another secret than its key id names', async () => {
    await refused(
      await mint({ kid: key.kid, secret: 'not-the-secret' }),
      'Invalid embed token signature',
    );
    await refused(
      await mint({ kid: key.kid, secret: otherKey.secret }),
      'Invalid embed token signature',
    );
  });

  it("a token from another school's key that claims this school", async () => {
    await refused(
      await mint(otherKey, pupil({ school: schoolId })),
      'Embed token for another school',
    );
  });

  it('a token whose signature was cut off or altered', async () => {
    const token = await mint(key);
    await refused(token.slice(0, token.lastIndexOf('.') + 1), 'Invalid embed token signature');
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...pupil(), iat: now(), exp: now() + 60, jti: 'x' }),
    );
    await refused(
      `${header}.${payload.toString('base64url')}.${signature}`,
      'Invalid embed token signature',
    );
  });

  it('a token signed with a revoked secret', async () => {
    const revoked = await makeEmbedKey(t.db, schoolId, { revokedAt: new Date() });
    await refused(await mint(revoked), 'Embed secret revoked');
  });

  it('a token signed with a rotated secret after its grace period, but not during it', async () => {
    const rotated = await makeEmbedKey(t.db, schoolId, {
      retiresAt: new Date(Date.now() + 60_000),
    });
    expect((await exchange(await mint(rotated))).statusCode).toBe(200);
    await t.db
      .update(embedSecrets)
      .set({ retiresAt: new Date(Date.now() - 1000) })
      .where(eq(embedSecrets.id, rotated.id));
    await refused(await mint(rotated), 'Embed secret retired');
  });

  it('a key id nobody has, and a token without one', async () => {
    await refused(await mint({ kid: 'kyu_nobody', secret: key.secret }), 'Unknown embed key');
    await refused(await mint({ kid: 'k'.repeat(500), secret: key.secret }), 'Unknown embed key');
    const noKid = await new SignJWT({ ...pupil(), jti: 'j' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(key.secret));
    await refused(noKid, 'Embed token has no key id');
  });

  it('alg none, and every algorithm but HS256', async () => {
    await refused(unsigned(key.kid), 'Unsupported embed token algorithm');
    await refused(withAlg(await mint(key), 'NONE'), 'Unsupported embed token algorithm');
    await refused(withAlg(await mint(key), 'RS256'), 'Unsupported embed token algorithm');
    const hs512 = await new SignJWT({ ...pupil(), jti: 'j' })
      .setProtectedHeader({ alg: 'HS512', kid: key.kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(key.secret.repeat(2)));
    await refused(hs512, 'Unsupported embed token algorithm');
  });

  it('what is not a signed JWT at all', async () => {
    for (const token of [
      'abc',
      'a.b.c',
      '..',
      `${Buffer.from('{"alg"').toString('base64url')}.e30.x`,
    ]) {
      await refused(token, 'Malformed embed token');
    }
  });

  it('a token missing any required claim, naming each', async () => {
    for (const claim of ['sub', 'email', 'name', 'role', 'jti', 'iat', 'exp']) {
      const problem = await refused(
        await mint(key, pupil({ [claim]: null })),
        'Invalid embed token claims',
      );
      expect(problem.errors, claim).toEqual({ [claim]: ['is required'] });
    }
  });

  it('malformed claims: a numeric sub, a bad e-mail, NUL bytes, absurd lengths, a text date', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sub: 42 }, 'sub'],
      [{ email: 'not-an-address' }, 'email'],
      [{ name: 'Ana\u0000Lee' }, 'name'],
      [{ sub: 'x\u0000' }, 'sub'],
      [{ sub: 'x'.repeat(256) }, 'sub'],
      [{ name: 'A'.repeat(2000) }, 'name'],
      [{ email: `${'a'.repeat(250)}@x.test` }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ school: 'hillside' }, 'school'],
      [{ exp: `${now() + 100}` }, 'exp'],
    ];
    for (const [claims, claim] of cases) {
      const problem = await refused(await mint(key, pupil(claims)), 'Invalid embed token claims');
      expect(Object.keys(problem.errors), claim).toEqual([claim]);
    }
  });

  it('any role but student: a school may never sign in a teacher, parent or admin', async () => {
    for (const role of ['teacher', 'parent', 'admin', 'Student', 3, ['student']]) {
      await refused(await mint(key, pupil({ role })), 'Role not allowed in an embed token');
    }
  });

  it('a token of a deactivated school, with 403', async () => {
    const school = await makeSchool(t.db, { isActive: false });
    const res = await exchange(await mint(await makeEmbedKey(t.db, school.id)));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe('School deactivated');
    await t.db.update(schools).set({ isActive: true }).where(eq(schools.id, school.id));
  });

  it('a 1 MB token with 413, and an over-long or empty one with 400, as problems', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/embed-token',
      payload: { token: 'a'.repeat(1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toContain('application/problem+json');
    for (const token of ['a'.repeat(5000), '']) {
      const res = await exchange(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('token');
    }
  });

  it('a NUL byte in the token, and a body that is not a token', async () => {
    const nul = await exchange(`${await mint(key)}\u0000`);
    expect([400, 401]).toContain(nul.statusCode);
    expect(nul.headers['content-type']).toContain('application/problem+json');
    for (const payload of [{}, { token: 42 }, { token: ['a'] }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/embed-token', payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
