import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { Passage, StudentQuestion } from '@kyu/core/contract';
import { passages, questions, questionTaggings } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import type { MarkableQuestion } from '../marking';
import { studentQuestion as bankStudentQuestion, type LoadedQuestion } from '../questions';

/** Every column but the generated search vector, which no answer needs. */
const { tsv: _tsv, ...columns } = getTableColumns(questions);
type QuestionRow = Omit<typeof questions.$inferSelect, 'tsv'>;

/** A question of a quiz with its parts and topics (the question bank's shape). */
export type QuizQuestion = LoadedQuestion;

/** The questions with these ids (parts included, for them to be filtered out), by id. */
export async function loadQuestions(db: Queryable, ids: number[]) {
  const found = new Map<number, QuizQuestion>();
  if (!ids.length) return found;
  const [rows, parts, tags] = await Promise.all([
    db.select(columns).from(questions).where(inArray(questions.id, ids)),
    db
      .select(columns)
      .from(questions)
      .where(inArray(questions.parentQuestionId, ids))
      .orderBy(asc(questions.position), asc(questions.id)),
    db
      .select()
      .from(questionTaggings)
      .where(inArray(questionTaggings.questionId, ids))
      .orderBy(asc(questionTaggings.courseTaggingId)),
  ]);
  for (const row of rows) {
    found.set(row.id, {
      row,
      parts: parts.filter((p) => p.parentQuestionId === row.id),
      courseTaggingIds: tags.filter((t) => t.questionId === row.id).map((t) => t.courseTaggingId),
    });
  }
  return found;
}

/** The most a question can earn: a group's is the sum of its parts'. */
export const maxMarksOf = (q: QuizQuestion) =>
  q.parts.length ? q.parts.reduce((sum, p) => sum + p.marks, 0) : q.row.marks;

/**
 * A question as a student receives it, by the question bank's own mapper (no answer,
 * explanation or method); its marks are what its answer is marked out of.
 */
export const studentQuestion = (q: QuizQuestion): StudentQuestion => ({
  ...bankStudentQuestion(q),
  marks: maxMarksOf(q),
});

const markablePart = (row: QuestionRow): MarkableQuestion => ({
  id: row.id,
  question_type_id: row.questionTypeId,
  text: row.text,
  marks: row.marks,
  options: row.options,
  answer: row.answer,
  explanation: row.explanation,
  sub_questions: [],
});

export const markable = (q: QuizQuestion): MarkableQuestion => ({
  ...markablePart(q.row),
  marks: maxMarksOf(q),
  sub_questions: q.parts.map(markablePart),
});

/** The passages the questions read from, each with the questions that use it. */
export async function passagesOf(db: Queryable, list: QuizQuestion[]): Promise<Passage[]> {
  const ids = [...new Set(list.map((q) => q.row.passageId).filter((id) => id !== null))];
  if (!ids.length) return [];
  const rows = await db.select().from(passages).where(inArray(passages.id, ids));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    text: p.text,
    question_ids: list.filter((q) => q.row.passageId === p.id).map((q) => q.row.id),
  }));
}
