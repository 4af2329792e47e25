import { LEAGUE_PSEUDONYMS, type PlaySettings, type PlaySettingsUpdate } from '@kyu/core/contract';
import type { Queryable } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/problem';
import * as q from '../queries';

const approved: ReadonlySet<string> = new Set(LEAGUE_PSEUDONYMS);

/** `GET /students/play-settings`. */
export async function playSettingsOf(db: Queryable, userId: number): Promise<PlaySettings> {
  const row = await q.playSettings(db, userId);
  if (!row) throw notFound('No such student.');
  return row;
}

/**
 * `PATCH /students/play-settings`: a pseudonym only from the approved list, so no child can pick
 * a real name or a rude one; being blocked is not the student's to change.
 */
export async function updatePlaySettings(
  db: Queryable,
  userId: number,
  update: PlaySettingsUpdate,
): Promise<PlaySettings> {
  if (update.pseudonym !== undefined && !approved.has(update.pseudonym)) {
    throw badRequest('Choose one of the approved pseudonyms.', {
      pseudonym: ['must be one of the approved pseudonyms'],
    });
  }
  await q.updatePlaySettings(db, userId, {
    themeId: update.theme_id,
    leagueVisible: update.league_visible,
    pseudonym: update.pseudonym,
  });
  return playSettingsOf(db, userId);
}
