import type { Passage } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { canSee, type Viewer } from './access';
import { findPassage, passageQuestionIds } from './content-queries';

const passageNotFound = () => notFound('No such passage.');

/** `GET /questions/passages/{id}`: students are told only of questions they may be offered. */
export async function getPassage(db: Db, viewer: Viewer, id: number): Promise<Passage> {
  const row = await findPassage(db, id);
  if (!row || !canSee(viewer, row.schoolId)) throw passageNotFound();
  const questionIds = await passageQuestionIds(db, id, {
    offeredOnly: viewer.publishedOnly,
    demoOnly: false,
  });
  return { id: row.id, title: row.title, text: row.text, question_ids: questionIds };
}

/**
 * `GET /questions/passages/{id}/demo`, without sign-in: only a passage that a demo quiz's
 * question uses, and only those questions.
 */
export async function getDemoPassage(db: Db, id: number): Promise<Passage> {
  const row = await findPassage(db, id);
  if (!row) throw passageNotFound();
  const questionIds = await passageQuestionIds(db, id, { offeredOnly: true, demoOnly: true });
  if (!questionIds.length) throw passageNotFound();
  return { id: row.id, title: row.title, text: row.text, question_ids: questionIds };
}
