import type { Queryable } from '../../../db/client';
import * as q from '../queries';

export { leaderboardOf, publicBoard } from './board';
export { advanceLeagueClock, rollOverEndedWeeks, rollOverWeek } from './rollover';
export { playSettingsOf, updatePlaySettings } from './settings';

/**
 * Pays league points for questions a finished quiz gave full marks for the first time (the
 * caller knows which, from the marks it already read): one statement, in the caller's
 * transaction, and none when there is nothing to pay.
 */
export async function awardQuizPoints(tx: Queryable, award: q.QuizAward): Promise<number> {
  return award.questionIds.length ? q.awardQuizPoints(tx, award) : 0;
}
