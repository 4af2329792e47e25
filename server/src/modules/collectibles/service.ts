import type { StudentCollectible } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { xpOf } from '../progress/service';
import { collectiblesOfTheme } from '../reference/service';

/** A theme's collectibles, each collected once the student's level reaches its unlock level. */
export async function studentCollectibles(
  db: Db,
  userId: number,
  themeId: number,
): Promise<StudentCollectible[]> {
  const items = await collectiblesOfTheme(db, themeId);
  const { level } = await xpOf(db, userId);
  return items.map((item) => ({ ...item, collected: level >= item.unlock_level }));
}
