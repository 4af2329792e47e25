import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBED_GRACE_HOURS } from '@kyu/core/contract';
import { embedSecrets } from '../../../db/schema';
import { makeSchool, signedIn } from '@kyu/test-support/db';
import { mint } from '@kyu/test-support/embed-tokens';
import { useTestApp } from '../../../test/use-test-app';

type Headers = Record<string, string>;

describe('admin: embed secrets', () => {
  const t = useTestApp();
  let hillside: number;
  let riverside: number;
  let superAdmin: Headers;
  let schoolAdmin: Headers;
  let otherAdmin: Headers;

  beforeAll(async () => {
    hillside = (await makeSchool(t.db)).id;
    riverside = (await makeSchool(t.db)).id;
    superAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: null })).headers;
    schoolAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: hillside })).headers;
    otherAdmin = (await signedIn(t.db, { userRoleId: 3, schoolId: riverside })).headers;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers) =>
    t.app.inject({ method, url: `/api/v1/admin/schools${url}`, headers });
  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/embed-token', payload: { token } });
  const list = async (schoolId: number, headers = schoolAdmin) =>
    (await call('GET', `/${schoolId}/embed-secrets`, headers)).json();

  it('shows a new secret in full once, then only its key id and last four characters', async () => {
    const created = await call('POST', `/${hillside}/embed-secrets`, schoolAdmin);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const secret = created.json();
    expect(secret).toMatchObject({ school_id: hillside, state: 'active', retires_at: null });
    expect(secret.secret).toMatch(/^kyu_es_[\w-]{43}$/);
    expect(secret.hint).toBe(secret.secret.slice(-4));
    const listed = await list(hillside);
    expect(listed).toEqual([
      expect.objectContaining({ id: secret.id, kid: secret.kid, hint: secret.hint }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret.secret);
    expect((await exchange(await mint(secret))).statusCode).toBe(200);
  });

  it('refuses a second active secret: rotate or revoke instead', async () => {
    const again = await call('POST', `/${hillside}/embed-secrets`, schoolAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/Rotate it, or revoke it first/);
  });

  it(`rotates: the old secret signs in for ${EMBED_GRACE_HOURS} hours more, the new one at once`, async () => {
    const [active] = await list(hillside);
    const res = await call('POST', `/${hillside}/embed-secrets/${active.id}/rotate`, schoolAdmin);
    expect(res.statusCode).toBe(201);
    const fresh = res.json();
    expect(fresh.kid).not.toBe(active.kid);
    const [now, old] = await list(hillside);
    expect(now).toMatchObject({ id: fresh.id, state: 'active' });
    expect(old).toMatchObject({ id: active.id, state: 'retiring' });
    const hours = (Date.parse(old.retires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(EMBED_GRACE_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(EMBED_GRACE_HOURS);
    const [row] = await t.db.select().from(embedSecrets).where(eq(embedSecrets.id, active.id));
    expect((await exchange(await mint({ kid: row!.kid, secret: row!.secret }))).statusCode).toBe(
      200,
    );
    expect((await exchange(await mint(fresh))).statusCode).toBe(200);

    const twice = await call('POST', `/${hillside}/embed-secrets/${active.id}/rotate`, schoolAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      'Only the active secret can be rotated; this one is retiring.',
    );
  });

  it('revokes a secret at once, grace period or not, and again without harm', async () => {
    const [, retiring] = await list(hillside);
    const [row] = await t.db.select().from(embedSecrets).where(eq(embedSecrets.id, retiring.id));
    const revoked = await call('DELETE', `/${hillside}/embed-secrets/${retiring.id}`, schoolAdmin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });
    const res = await exchange(await mint({ kid: row!.kid, secret: row!.secret }));
    expect(res.json().title).toBe('Embed secret revoked');
    const again = await call('DELETE', `/${hillside}/embed-secrets/${retiring.id}`, schoolAdmin);
    expect(again.json().revoked_at).toBe(revoked.json().revoked_at);
  });

  it('lets a super admin manage any school, and makes a new secret after a revoke', async () => {
    const made = (await call('POST', `/${riverside}/embed-secrets`, superAdmin)).json();
    await call('DELETE', `/${riverside}/embed-secrets/${made.id}`, superAdmin);
    const next = await call('POST', `/${riverside}/embed-secrets`, superAdmin);
    expect(next.statusCode).toBe(201);
    expect((await list(riverside, superAdmin)).map((s: { state: string }) => s.state)).toEqual([
      'active',
      'revoked',
    ]);
  });

  it("answers another school's admin 404, as if the school did not exist", async () => {
    const [secret] = await list(hillside);
    for (const [method, url] of [
      ['GET', `/${hillside}/embed-secrets`],
      ['POST', `/${hillside}/embed-secrets`],
      ['POST', `/${hillside}/embed-secrets/${secret.id}/rotate`],
      ['DELETE', `/${hillside}/embed-secrets/${secret.id}`],
    ] as const) {
      const res = await call(method, url, otherAdmin);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(secret.kid);
    }
    // A secret of another school, addressed through one's own school, is missing too.
    const own = await call('DELETE', `/${riverside}/embed-secrets/${secret.id}`, otherAdmin);
    expect(own.statusCode).toBe(404);
    expect((await list(hillside))[0].state).toBe('active');
  });

  it('answers 401 without a session and 403 to teachers, students, parents and curriculum staff', async () => {
    expect((await call('GET', `/${hillside}/embed-secrets`)).statusCode).toBe(401);
    for (const userRoleId of [1, 2, 4, 5, 6]) {
      const { headers } = await signedIn(t.db, {
        userRoleId,
        teacherRoleId: 1,
        schoolId: hillside,
      });
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, `/${hillside}/embed-secrets`, headers);
        expect(res.statusCode, `role ${userRoleId} ${method}`).toBe(403);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
    }
  });

  it('answers 404 for a school or secret that does not exist, and 400 for a malformed id', async () => {
    expect((await call('GET', '/999999/embed-secrets', superAdmin)).statusCode).toBe(404);
    expect((await call('DELETE', `/${hillside}/embed-secrets/999999`, superAdmin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/abc/embed-secrets', superAdmin)).statusCode).toBe(400);
  });
});
