import { asc } from 'drizzle-orm';
import { collectibleThemes } from '../../db/schema';
import { seedCollectibles } from '../../db/seed-collectibles';
import { json } from './call';
import type { World } from './world';

/** What these calls read of arrange.ts's context (imported from there, it would make a cycle). */
type Ctx = { w: World };

/** The sticker book, collectibles and their images (issue 12): ids and codes that exist. */
export const ARRANGE_STICKERS = {
  'PATCH /api/v1/students/sticker-book/seen': () => ({ body: json({ codes: ['first-quiz'] }) }),
  'GET /api/v1/art/stickers/{code}.svg': () => ({ path: { code: 'streak-7' } }),
  'GET /api/v1/art/collectibles/{theme}-{n}.svg': () => ({ path: { theme: 'space', n: 2 } }),
  'GET /api/v1/students/collectible-themes/{id}/collectibles': async ({ w }: Ctx) => {
    await seedCollectibles(w.db);
    const [theme] = await w.db
      .select({ id: collectibleThemes.id })
      .from(collectibleThemes)
      .orderBy(asc(collectibleThemes.id))
      .limit(1);
    return { path: { id: theme!.id } };
  },
};
