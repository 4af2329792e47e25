import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type { Passage, StudentQuestion } from '@kyu/core/contract';
import { passages, questions, questionTaggings } from '../../db/schema';
import type { Queryable } from '../documents/queries';
import type { MarkableQuestion } from '../marking';

/** Every column but the generated search vector, which no answer needs. */
const { tsv: _tsv, ...columns } = getTableColumns(questions);
type QuestionRow = Omit<typeof questions.$inferSelect, 'tsv'>;

/** A question of a quiz with its parts and topics, as the quiz module reads it. */
export interface QuizQuestion {
  row: QuestionRow;
  parts: QuestionRow[];
  taggingIds: number[];
}

const fileUrl = (name: string) => `/api/v1/files/questions/${encodeURIComponent(name)}`;

/** The questions with these ids (parts included), by id. */
export async function loadQuestions(db: Queryable, ids: number[]) {
  const found = new Map<number, QuizQuestion>();
  if (!ids.length) return found;
  const rows = await db.select(columns).from(questions).where(inArray(questions.id, ids));
  const parts = await db
    .select(columns)
    .from(questions)
    .where(inArray(questions.parentQuestionId, ids))
    .orderBy(asc(questions.position), asc(questions.id));
  const tags = await db
    .select()
    .from(questionTaggings)
    .where(inArray(questionTaggings.questionId, ids))
    .orderBy(asc(questionTaggings.courseTaggingId));
  for (const row of rows) {
    found.set(row.id, {
      row,
      parts: parts.filter((p) => p.parentQuestionId === row.id),
      taggingIds: tags.filter((t) => t.questionId === row.id).map((t) => t.courseTaggingId),
    });
  }
  return found;
}

/** The most a question can earn: a group's is the sum of its parts'. */
export const maxMarksOf = (q: QuizQuestion) =>
  q.parts.length ? q.parts.reduce((sum, p) => sum + p.marks, 0) : q.row.marks;

function publicPart(row: QuestionRow, taggingIds: number[]) {
  return {
    id: row.id,
    course_id: row.courseId,
    question_type_id: row.questionTypeId,
    text: row.text,
    options: row.options,
    marks: row.marks,
    unit: row.unit,
    difficulty_level_id: row.difficultyLevelId,
    course_tagging_ids: taggingIds,
    passage_id: row.passageId,
    question_images: row.images.map((filename) => ({ filename, url: fileUrl(filename) })),
    audio_url: row.audioFilename ? fileUrl(row.audioFilename) : null,
  };
}

/** A question as a student receives it: built field by field, so no key can slip in. */
export function studentQuestion(q: QuizQuestion): StudentQuestion {
  return {
    ...publicPart(q.row, q.taggingIds),
    marks: maxMarksOf(q),
    sub_questions: q.parts.map((p) => publicPart(p, q.taggingIds)),
  };
}

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
