import type { Question, StudentQuestion } from '@kyu/core/contract';
import type { SQL } from 'drizzle-orm';
import type { MarkableQuestion } from '../marking/types';
import { staffQuestion, studentQuestion, type LoadedQuestion } from './mapper';
import type { Queryable } from '../../db/client';
import { partsOf, questionRows, taggingsOf, type QuestionRow } from './queries';

/**
 * Top-level questions with their parts and topics, in the order of `ids`; ids that are missing,
 * parts, or outside `where` are left out.
 */
export async function loadRows(db: Queryable, ids: number[], where?: SQL) {
  const unique = [...new Set(ids)];
  const rows = await questionRows(db, unique, where);
  const found = rows.map((r) => r.id);
  const [parts, taggings] = await Promise.all([partsOf(db, found), taggingsOf(db, found)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const loaded: LoadedQuestion[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) continue;
    loaded.push({
      row,
      parts: parts.filter((p) => p.parentQuestionId === id),
      courseTaggingIds: taggings.filter((t) => t.questionId === id).map((t) => t.courseTaggingId),
    });
  }
  return loaded;
}

/**
 * Questions by id for another module (the quiz): with `withKey` as staff see them, otherwise as
 * a student does. Retired or disabled questions are included; callers decide what to offer.
 */
export async function loadQuestions(
  db: Queryable,
  ids: number[],
  opts: { withKey: true },
): Promise<Question[]>;
export async function loadQuestions(
  db: Queryable,
  ids: number[],
  opts?: { withKey?: false },
): Promise<StudentQuestion[]>;
export async function loadQuestions(
  db: Queryable,
  ids: number[],
  opts: { withKey?: boolean } = {},
): Promise<Question[] | StudentQuestion[]> {
  const loaded = await loadRows(db, ids);
  return opts.withKey ? loaded.map(staffQuestion) : loaded.map(studentQuestion);
}

const markable = (row: QuestionRow, parts: QuestionRow[]): MarkableQuestion => ({
  id: row.id,
  question_type_id: row.questionTypeId,
  text: row.text,
  marks: row.marks,
  options: row.options,
  answer: row.answer,
  explanation: row.explanation,
  sub_questions: parts.map((p) => markable(p, [])),
});

/** What marking needs of each question (parts included), in the order of `ids`. */
export async function loadMarkable(db: Queryable, ids: number[]): Promise<MarkableQuestion[]> {
  const loaded = await loadRows(db, ids);
  return loaded.map((q) => markable(q.row, q.parts));
}
