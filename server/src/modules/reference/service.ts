import type { Collectible } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import * as q from './queries';

/** A theme's collectibles, the first unlocked first; 404 for a theme that does not exist. */
export async function collectiblesOfTheme(db: Db, themeId: number): Promise<Collectible[]> {
  if (!(await q.themeExists(db, themeId))) throw notFound(`No collectible theme ${themeId}.`);
  return q.listCollectibles(db, themeId);
}
