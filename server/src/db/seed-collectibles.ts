import type { Db } from './client';
import { collectibleThemes, collectibles } from './schema';

/** The level each theme's collectibles unlock at, first to sixth. */
const UNLOCK_LEVELS = [1, 2, 3, 5, 7, 10];

/** The collectible themes, each with six collectibles drawn by Kyu (stickers/art.ts). */
export const COLLECTIBLE_THEMES = [
  {
    key: 'ocean',
    name: 'Ocean',
    description: 'Treasures from under the waves.',
    items: ['Sea Glass', 'Coral Chip', 'Pearl Prism', 'Starfish', 'Sand Dollar', 'Sea Star'],
  },
  {
    key: 'space',
    name: 'Space',
    description: 'Souvenirs from a trip past the Moon.',
    items: ['Comet Tail', 'Moon Rock', 'Nebula Gem', 'Pulsar', 'North Star', 'Supernova'],
  },
  {
    key: 'garden',
    name: 'Garden',
    description: 'Things that grow when you do.',
    items: ['Seed', 'Leaf', 'Petal', 'Bud', 'Bloom', 'Rose'],
  },
] as const;

/**
 * Reference data every Kyu has, made on each start when missing: a theme already there (found
 * by name) keeps its collectibles, so the console's changes to them survive a restart.
 */
export async function seedCollectibles(db: Db) {
  const made = await db
    .insert(collectibleThemes)
    .values(COLLECTIBLE_THEMES.map(({ name, description }) => ({ name, description })))
    .onConflictDoNothing()
    .returning({ id: collectibleThemes.id, name: collectibleThemes.name });
  if (made.length === 0) return;
  const themeOf = new Map(made.map((row) => [row.name, row.id]));
  await db.insert(collectibles).values(
    COLLECTIBLE_THEMES.filter((t) => themeOf.has(t.name)).flatMap((theme) =>
      theme.items.map((name, i) => ({
        themeId: themeOf.get(theme.name)!,
        name,
        image: `/api/v1/art/collectibles/${theme.key}-${i + 1}.svg`,
        unlockLevel: UNLOCK_LEVELS[i]!,
      })),
    ),
  );
}
