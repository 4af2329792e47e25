import type { EvaluationFeedbackBody } from '@kyu/core/contract';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/problem';
import * as q from '../queries';
import type { Holder } from '../sessions';
import type { QuizReader } from './types';
import { evaluationsJson, ownEvaluation } from './evaluations';

/** One answer of the holder's, its key shown only once it is marked. */
export async function getEvaluation(reader: QuizReader, holder: Holder, id: number) {
  const { evaluation } = await ownEvaluation(reader.db, holder, id);
  const [json] = await evaluationsJson(reader, [evaluation]);
  return json!;
}

/**
 * A reaction to a marked answer's explanation: `liked` or `disliked` toggles and clears the
 * other; a message is kept for the content team. Before marking there is nothing to react to.
 */
export async function giveFeedback(
  reader: QuizReader,
  holder: Holder,
  id: number,
  body: EvaluationFeedbackBody,
) {
  const { db } = reader;
  const { evaluation } = await ownEvaluation(db, holder, id);
  if (evaluation.marksGiven === null) {
    throw conflict('This answer has not been marked yet; there is no explanation to rate.');
  }
  const flags =
    body.reaction === 'liked'
      ? { liked: !evaluation.liked, disliked: false }
      : body.reaction === 'disliked'
        ? { disliked: !evaluation.disliked, liked: false }
        : {};
  const saved = await q.setReaction(db, id, {
    ...flags,
    ...(body.message === undefined ? {} : { feedbackMessage: body.message.trim() }),
  });
  const [json] = await evaluationsJson(reader, [saved ?? evaluation]);
  return json!;
}

export async function isBookmarked(db: Db, holder: Holder, id: number) {
  const { evaluation } = await ownEvaluation(db, holder, id);
  return { bookmarked: evaluation.bookmarked };
}

export async function toggleBookmark(db: Db, holder: Holder, id: number) {
  await ownEvaluation(db, holder, id);
  return { bookmarked: await q.toggleBookmark(db, id) };
}
