import { Type, type Static, type TSchema } from 'typebox';
import { Id, JsonField, Nullable } from './common';

export { QuestionType, DifficultyLevel, type QuestionTypeId } from '../constants/practice';

/** The size of any number a numeric answer key holds: far past a school's, and exact as a double. */
const NUMERIC_LIMIT = 1e12;

/** One option of a choice question; `order` (1-based) is what an answer sends as its value. */
export const QuestionOption = Type.Object({
  order: Type.Integer({ minimum: 1, maximum: 26 }),
  text: Type.String({ maxLength: 2000 }),
});
export type QuestionOption = Static<typeof QuestionOption>;

/** An image or audio file attached to a question, served from `url`. */
export const QuestionImage = Type.Object({
  filename: Type.String(),
  url: Type.String(),
});
export type QuestionImage = Static<typeof QuestionImage>;

/**
 * How a question is marked; staff only, and never sent to a student before the answer is marked.
 * - choice: the correct orders; a multiple choice gives partial credit (right picks minus wrong
 *   picks over the number of right options, never below 0).
 * - numeric: `value` within `tolerance`; `unit`, when set, may be written after the number, and
 *   `accepted_units` lists its other spellings.
 * - text: any of `accepted`, compared without case unless `case_sensitive`, and without spaces at
 *   all when `ignore_spacing` (runs of spaces always count as one).
 * - rubric: an open answer; each point earns its marks when the answer meets it (the model judges;
 *   the offline marker looks for any of its keywords).
 */
export const AnswerKey = Type.Union([
  Type.Object({
    kind: Type.Literal('choice'),
    correct: Type.Array(Type.Integer({ minimum: 1, maximum: 26 }), { minItems: 1, maxItems: 26 }),
  }),
  Type.Object({
    kind: Type.Literal('numeric'),
    value: Type.Number({ minimum: -NUMERIC_LIMIT, maximum: NUMERIC_LIMIT }),
    tolerance: Type.Number({ minimum: 0, maximum: NUMERIC_LIMIT }),
    unit: Nullable(Type.String({ maxLength: 20 })),
    accepted_units: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }),
  }),
  Type.Object({
    kind: Type.Literal('text'),
    accepted: Type.Array(Type.String({ maxLength: 500 }), { minItems: 1, maxItems: 50 }),
    case_sensitive: Type.Boolean(),
    ignore_spacing: Type.Boolean(),
  }),
  Type.Object({
    kind: Type.Literal('rubric'),
    points: Type.Array(
      Type.Object({
        description: Type.String({ maxLength: 1000 }),
        marks: Type.Integer({ minimum: 1, maximum: 100 }),
        keywords: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
      }),
      { minItems: 1, maxItems: 20 },
    ),
  }),
  Type.Object({ kind: Type.Literal('group') }),
]);
export type AnswerKey = Static<typeof AnswerKey>;

/** What every viewer of a question sees; a student sees exactly this before marking. */
const publicFields = {
  id: Id,
  course_id: Id,
  question_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
  /** Markdown. */
  text: Type.String(),
  options: Type.Array(QuestionOption),
  /** The most this question can earn; a group's is the sum of its parts. */
  marks: Type.Integer({ minimum: 0 }),
  /** The unit a numeric answer is asked in, shown beside the input. */
  unit: Nullable(Type.String()),
  difficulty_level_id: Type.Integer({ minimum: 1, maximum: 3 }),
  course_tagging_ids: Type.Array(Id),
  passage_id: Nullable(Id),
  question_images: Type.Array(QuestionImage),
  audio_url: Nullable(Type.String()),
};

const keyFields = {
  answer: AnswerKey,
  /** Why the answer is right, in markdown. */
  explanation: Type.String({ maxLength: 20000 }),
  /** A worked method, step by step, in markdown. */
  method_answer: Type.String({ maxLength: 20000 }),
};

const staffFields = {
  is_enabled: Type.Boolean(),
  is_approved: Type.Boolean(),
  need_review: Type.Boolean(),
  /** Set when a question that attempts reference was deleted: kept for them, offered to nobody. */
  retired: Type.Boolean(),
};

const withParts = <T extends TSchema>(part: T) =>
  Type.Object({ ...publicFields, sub_questions: Type.Array(part) });

/** A question as a student receives it: no answer, explanation or method. */
export const StudentQuestion = withParts(Type.Object(publicFields));
export type StudentQuestion = Static<typeof StudentQuestion>;

/** A question with its answer key, for staff and for a student after marking. */
export const Question = Type.Object({
  ...publicFields,
  ...keyFields,
  ...staffFields,
  sub_questions: Type.Array(Type.Object({ ...publicFields, ...keyFields })),
});
export type Question = Static<typeof Question>;

/** `GET /questions/{id}/answers`: the key of a question and of each part. */
export const QuestionAnswers = Type.Object({
  question_id: Id,
  ...keyFields,
  sub_questions: Type.Array(Type.Object({ question_id: Id, ...keyFields })),
});
export type QuestionAnswers = Static<typeof QuestionAnswers>;

/** A reading passage that several questions share. */
export const Passage = Type.Object({
  id: Id,
  title: Type.String(),
  text: Type.String(),
  question_ids: Type.Array(Id),
});
export type Passage = Static<typeof Passage>;

/** A topic of a course that questions are tagged with. */
export const CourseTagging = Type.Object({
  id: Id,
  course_id: Id,
  topic_name: Type.String(),
});
export type CourseTagging = Static<typeof CourseTagging>;

/** The body `PUT /questions` takes as its `question` JSON part; no id creates, an id replaces. */
export const QuestionInput = Type.Object({
  id: Type.Optional(Id),
  course_id: Id,
  question_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
  text: Type.String({ minLength: 1, maxLength: 20000 }),
  options: Type.Array(QuestionOption, { maxItems: 26 }),
  marks: Type.Integer({ minimum: 0, maximum: 100 }),
  unit: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  difficulty_level_id: Type.Integer({ minimum: 1, maximum: 3 }),
  course_tagging_ids: Type.Array(Id, { maxItems: 20 }),
  passage_id: Type.Optional(Nullable(Id)),
  ...keyFields,
  is_enabled: Type.Optional(Type.Boolean()),
  is_approved: Type.Optional(Type.Boolean()),
  need_review: Type.Optional(Type.Boolean()),
  /** Image filenames to keep from the stored question; new files come as `files[]`. */
  question_images: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  sub_questions: Type.Optional(
    Type.Array(
      Type.Object({
        question_type_id: Type.Integer({ minimum: 1, maximum: 5 }),
        text: Type.String({ minLength: 1, maxLength: 20000 }),
        options: Type.Array(QuestionOption, { maxItems: 26 }),
        marks: Type.Integer({ minimum: 0, maximum: 100 }),
        unit: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
        ...keyFields,
      }),
      { maxItems: 20 },
    ),
  ),
});
export type QuestionInput = Static<typeof QuestionInput>;

/** The text field of `PUT /questions` (multipart); images come as the files `files[]`. */
export const QuestionFormFields = Type.Object({
  question: Type.Optional(JsonField(QuestionInput, 'JSON of the question; required')),
});
export type QuestionFormFields = Static<typeof QuestionFormFields>;

/** `POST /questions/{id}/report` and `/report/public`. */
export const QuestionReportBody = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type QuestionReportBody = Static<typeof QuestionReportBody>;

/** `POST /questions/preview/mark`: mark an answer against a question not yet saved. */
export const PreviewMarkBody = Type.Object({
  question: QuestionInput,
  value: Nullable(Type.String({ maxLength: 20000 })),
});
export type PreviewMarkBody = Static<typeof PreviewMarkBody>;

/** What marking one answer gives. */
export const MarkResult = Type.Object({
  marks_given: Type.Number({ minimum: 0 }),
  max_marks: Type.Integer({ minimum: 0 }),
  is_full_marks: Type.Boolean(),
  /** Why this mark: the rubric points met, or what was expected. */
  feedback: Type.String(),
  /** True when an open answer was marked offline or the model failed: a teacher should look. */
  needs_review: Type.Boolean(),
});
export type MarkResult = Static<typeof MarkResult>;
