import type { Queryable } from '../../db/client';
import * as q from './save-queries';

/** A question's own values as an import gives them (its course, passage and parent are set here). */
export type ImportedValues = Omit<
  q.QuestionValues,
  'courseId' | 'passageId' | 'parentQuestionId' | 'position'
>;

/** A question to import: its values, its topic's name, its passage's key and its parts. */
export interface ImportedQuestion {
  values: ImportedValues;
  topic: string;
  passage: string | null;
  parts: ImportedValues[];
}

/**
 * Adds a course's questions with their parts, topics (made as named) and passages (keyed for
 * the questions to name), each kind in one statement. Answers the new questions' ids, in order,
 * and how many rows were written, parts included.
 */
export async function importQuestions(
  db: Queryable,
  courseId: number,
  input: {
    passages: Record<string, { title: string; text: string }>;
    questions: ImportedQuestion[];
  },
) {
  const topicId = await q.insertTopics(db, courseId, [
    ...new Set(input.questions.map((x) => x.topic)),
  ]);
  const keys = Object.keys(input.passages);
  const passageIds = await q.insertPassages(
    db,
    courseId,
    keys.map((key) => input.passages[key]!),
  );
  const passageId = new Map(keys.map((key, i) => [key, passageIds[i]!]));
  const ids = await q.insertQuestions(
    db,
    input.questions.map((x) => ({
      ...x.values,
      courseId,
      passageId: x.passage ? (passageId.get(x.passage) ?? null) : null,
    })),
  );
  const parts = input.questions.flatMap((x, i) =>
    x.parts.map((part, position) => ({
      ...part,
      courseId,
      parentQuestionId: ids[i]!,
      position,
    })),
  );
  await q.insertQuestions(db, parts);
  await q.insertTaggings(
    db,
    ids.map((id, i) => ({
      questionId: id,
      courseTaggingId: topicId.get(input.questions[i]!.topic)!,
    })),
  );
  return { ids, count: ids.length + parts.length };
}
