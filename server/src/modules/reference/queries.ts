import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academicLevels, collectibleThemes, collectibles, subjects } from '../../db/schema';

export const listAcademicLevels = (db: Db) =>
  db
    .select({ id: academicLevels.id, name: academicLevels.name })
    .from(academicLevels)
    .orderBy(asc(academicLevels.sortOrder), asc(academicLevels.id));

export const listSubjects = (db: Db) =>
  db.select({ id: subjects.id, name: subjects.name }).from(subjects).orderBy(asc(subjects.name));

export const listCollectibleThemes = (db: Db) =>
  db
    .select({
      id: collectibleThemes.id,
      name: collectibleThemes.name,
      description: collectibleThemes.description,
    })
    .from(collectibleThemes)
    .orderBy(asc(collectibleThemes.id));

export async function themeExists(db: Db, themeId: number) {
  const [row] = await db
    .select({ id: collectibleThemes.id })
    .from(collectibleThemes)
    .where(eq(collectibleThemes.id, themeId));
  return Boolean(row);
}

/** Collectibles by theme, the first unlocked first; of one theme when `themeId` is given. */
export const listCollectibles = (db: Db, themeId?: number) =>
  db
    .select({
      id: collectibles.id,
      theme_id: collectibles.themeId,
      name: collectibles.name,
      image: collectibles.image,
      unlock_level: collectibles.unlockLevel,
    })
    .from(collectibles)
    .where(themeId === undefined ? undefined : eq(collectibles.themeId, themeId))
    .orderBy(asc(collectibles.themeId), asc(collectibles.unlockLevel), asc(collectibles.id));
