import type { Question, QuestionImage, StudentQuestion } from '@kyu/core/contract';
import type { UrlOf } from '../../providers/files';
import type { MarkableQuestion } from '../marking';
import type { QuestionRow } from './queries';

/** Where the file store keeps question images; `images` holds the names under it. */
export const IMAGE_FOLDER = 'questions';

/** The file store key of a question image named `filename`. */
export const imageKey = (filename: string) => `${IMAGE_FOLDER}/${filename}`;

/** The read-aloud audio is served by the API itself, under a name that changes with the text. */
export const audioUrl = (row: Pick<QuestionRow, 'id' | 'audioFilename'>) =>
  row.audioFilename ? `/api/v1/questions/${row.id}/audio/${row.audioFilename}` : null;

/** A question row with what other tables say about it. */
export interface LoadedQuestion {
  row: QuestionRow;
  parts: QuestionRow[];
  courseTaggingIds: number[];
}

// URLs come from the file store in use (local or a bucket), passed in to keep the mapper pure.
const images = (row: QuestionRow, urlOf: UrlOf): QuestionImage[] =>
  row.images.map((filename) => ({ filename, url: urlOf(imageKey(filename)) }));

/**
 * What every viewer sees, built field by field: a key added to the table later must be added
 * here on purpose to reach a student, never arrive by spreading a row.
 */
function publicOf(row: QuestionRow, courseTaggingIds: number[], urlOf: UrlOf) {
  return {
    id: row.id,
    course_id: row.courseId,
    question_type_id: row.questionTypeId,
    text: row.text,
    options: row.options.map((o) => ({ order: o.order, text: o.text })),
    marks: row.marks,
    unit: row.unit,
    difficulty_level_id: row.difficultyLevelId,
    course_tagging_ids: courseTaggingIds,
    passage_id: row.passageId,
    question_images: images(row, urlOf),
    audio_url: audioUrl(row),
  };
}

const keyOf = (row: QuestionRow) => ({
  answer: row.answer,
  explanation: row.explanation,
  method_answer: row.methodAnswer,
});

/** A question as a student receives it before marking: no answer, explanation or method. */
export function studentQuestion(q: LoadedQuestion, urlOf: UrlOf): StudentQuestion {
  return {
    ...publicOf(q.row, q.courseTaggingIds, urlOf),
    sub_questions: q.parts.map((part) => publicOf(part, q.courseTaggingIds, urlOf)),
  };
}

/** A question with its key and review state, for staff (and a student after marking). */
export function staffQuestion(q: LoadedQuestion, urlOf: UrlOf): Question {
  return {
    ...publicOf(q.row, q.courseTaggingIds, urlOf),
    ...keyOf(q.row),
    is_enabled: q.row.isEnabled,
    is_approved: q.row.isApproved,
    need_review: q.row.needReview,
    retired: q.row.retiredAt !== null,
    sub_questions: q.parts.map((part) => ({
      ...publicOf(part, q.courseTaggingIds, urlOf),
      ...keyOf(part),
    })),
  };
}

/** The most a question can earn: a group's is the sum of its parts'. */
export const maxMarksOf = (q: LoadedQuestion) =>
  q.parts.length ? q.parts.reduce((sum, p) => sum + p.marks, 0) : q.row.marks;

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

/** What marking needs of a question: its key, and its parts' for a group, out of its max marks. */
export const markableQuestion = (q: LoadedQuestion): MarkableQuestion => ({
  ...markablePart(q.row),
  marks: maxMarksOf(q),
  sub_questions: q.parts.map(markablePart),
});
