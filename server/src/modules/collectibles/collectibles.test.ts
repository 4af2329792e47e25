import { describe, expect, it } from 'vitest';
import type { Collectible, CollectibleTheme, StudentCollectible } from '@kyu/core/contract';
import { collectibleThemes, xpEvents } from '../../db/schema';
import { seedCollectibles } from '../../db/seed-collectibles';
import { signedIn } from '@kyu/test-support/db';
import { useTestApp } from '../../test/use-test-app';

describe('collectibles', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('seeds three themes of six collectibles once, however often it runs', async () => {
    await seedCollectibles(t.db);
    await seedCollectibles(t.db);
    const themes = (await get('/collectible-themes')).json<CollectibleTheme[]>();
    expect(themes.map((theme) => theme.name)).toEqual(['Ocean', 'Space', 'Garden']);
    const all = (await get('/collectibles')).json<Collectible[]>();
    expect(all).toHaveLength(18);
    expect(all[0]).toMatchObject({
      theme_id: themes[0]!.id,
      unlock_level: 1,
      image: '/api/v1/art/collectibles/ocean-1.svg',
    });
  });

  it('serves every seeded image', async () => {
    for (const item of (await get('/collectibles')).json<Collectible[]>()) {
      expect((await t.app.inject({ method: 'GET', url: item.image })).statusCode).toBe(200);
    }
  });

  it("marks collected what the student's level reaches", async () => {
    const { user, headers } = await signedIn(t.db);
    // 300 XP is level 3.
    await t.db
      .insert(xpEvents)
      .values({ userId: user.id, amount: 300, source: 'bonus', day: '2024-01-01' });
    const [theme] = await t.db.select().from(collectibleThemes).limit(1);
    const res = await get(`/students/collectible-themes/${theme!.id}/collectibles`, headers);
    expect(res.statusCode).toBe(200);
    const items = res.json<StudentCollectible[]>();
    expect(items.map((i) => [i.unlock_level, i.collected])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [5, false],
      [7, false],
      [10, false],
    ]);
  });

  it('answers 404 for a theme that does not exist', async () => {
    const { headers } = await signedIn(t.db);
    const res = await get('/students/collectible-themes/999999/collectibles', headers);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
