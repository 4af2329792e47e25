import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import type { Viewer } from './access';
import { insertReport, isPubliclyShown } from './content-queries';
import { findQuestion } from './queries';
import { visibleQuestion } from './service';

/** Anyone may report a question they can see, as often as the rate limit allows. */
export const PUBLIC_REPORT_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** `POST /questions/{id}/report`: a signed-in user's report on a question they can see. */
export async function reportQuestion(db: Db, viewer: Viewer, id: number, message: string) {
  await visibleQuestion(db, viewer, id);
  await insertReport(db, { questionId: id, userId: viewer.userId, message: message.trim() });
  return { ok: true as const };
}

/**
 * `POST /questions/{id}/report/public`: a visitor's report, only on a question a visitor can
 * meet (in a demo or shared quiz), so ids cannot be walked to fill the moderation queue.
 */
export async function reportPublicly(db: Db, id: number, message: string, ip: string) {
  const question = await findQuestion(db, id);
  if (!question || question.retiredAt || !(await isPubliclyShown(db, id))) {
    throw notFound('No such question.');
  }
  await insertReport(db, { questionId: id, userId: null, message: message.trim(), ip });
  return { ok: true as const };
}
