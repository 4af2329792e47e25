import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedIdentities, users } from '../../../db/schema';
import { makeEmbedKey, makeSchool } from '@kyu/test-support/db';
import { type EmbedKey, mint, pupil } from '@kyu/test-support/embed-tokens';
import { useTestApp } from '../../../test/use-test-app';

// On PostgreSQL these exchanges run on separate connections at once; on PGlite they queue.
describe('embed tokens exchanged at the same time', () => {
  const t = useTestApp();
  let key: EmbedKey;
  beforeAll(async () => {
    key = await makeEmbedKey(t.db, (await makeSchool(t.db)).id);
  });

  const exchange = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/embed-token', payload: { token } });

  it('sign in exactly once when one token is sent 20 times in parallel', async () => {
    const token = await mint(key);
    const answers = await Promise.all(Array.from({ length: 20 }, () => exchange(token)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(new Set(refused.map((res) => `${res.statusCode} ${res.json().title}`))).toEqual(
      new Set(['401 Embed token already used']),
    );
  });

  it('make one account when two tabs exchange two tokens for a new pupil', async () => {
    const claims = pupil();
    const [a, b] = await Promise.all([
      exchange(await mint(key, claims)),
      exchange(await mint(key, claims)),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json().id).toBe(b!.json().id);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, claims.email as string)),
    ).toHaveLength(1);
    const links = await t.db
      .select()
      .from(embedIdentities)
      .where(eq(embedIdentities.externalId, claims.sub as string));
    expect(links).toHaveLength(1);
  });
});
