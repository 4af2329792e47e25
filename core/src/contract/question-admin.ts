import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { Question } from './questions';

/** The moderation states an admin filters questions by. */
export const QuestionState = Type.Union([
  Type.Literal('approved'),
  Type.Literal('needs_review'),
  Type.Literal('unapproved'),
  Type.Literal('enabled'),
  Type.Literal('disabled'),
]);
export type QuestionState = Static<typeof QuestionState>;

/** `GET /admin/questions`: every filter optional; pages count from 1, newest question first. */
export const AdminQuestionsQuery = Type.Object({
  subject_id: Type.Optional(Id),
  /** The course's academic level. */
  academic_level_id: Type.Optional(Id),
  course_id: Type.Optional(Id),
  /** A topic (course tagging) the question is tagged with. */
  course_tagging_id: Type.Optional(Id),
  question_type_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })),
  difficulty_level_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  state: Type.Optional(QuestionState),
  /** Words the question's text contains, in any case. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 25 })),
});
export type AdminQuestionsQuery = Static<typeof AdminQuestionsQuery>;

/** One row of the admin's question list. */
export const AdminQuestionRow = Type.Object({
  id: Id,
  text: Type.String(),
  question_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
  difficulty_level_id: Type.Integer({ minimum: 1, maximum: 3 }),
  course_id: Id,
  course_name: Type.String(),
  /** The course's school; null for Kyu's catalogue. */
  school_id: Nullable(Id),
  is_enabled: Type.Boolean(),
  is_approved: Type.Boolean(),
  need_review: Type.Boolean(),
  has_passage: Type.Boolean(),
  image_count: Type.Integer({ minimum: 0 }),
  has_audio: Type.Boolean(),
});
export type AdminQuestionRow = Static<typeof AdminQuestionRow>;

export const AdminQuestionsPage = Type.Object({
  items: Type.Array(AdminQuestionRow),
  total_count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type AdminQuestionsPage = Static<typeof AdminQuestionsPage>;

/** `GET /admin/questions/{id}`: the question with its key, passage and the course's topics. */
export const AdminQuestionDetail = Type.Object({
  question: Question,
  passage: Nullable(Type.Object({ id: Id, title: Type.String(), text: Type.String() })),
  course: Type.Object({ id: Id, name: Type.String(), school_id: Nullable(Id) }),
  /** The course's topics, which the question may be tagged with. */
  topics: Type.Array(Type.Object({ id: Id, topic_name: Type.String() })),
});
export type AdminQuestionDetail = Static<typeof AdminQuestionDetail>;

/**
 * What a state change does: `approve` approves and clears the review flag; `review` flags the
 * question for review and withdraws its approval, so students are not offered it meanwhile;
 * `enable` and `disable` switch whether it is offered at all.
 */
export const QuestionStateAction = Type.Union([
  Type.Literal('approve'),
  Type.Literal('review'),
  Type.Literal('enable'),
  Type.Literal('disable'),
]);
export type QuestionStateAction = Static<typeof QuestionStateAction>;

/** `PATCH /admin/questions/{id}/state`. */
export const QuestionStateBody = Type.Object({ action: QuestionStateAction });
export type QuestionStateBody = Static<typeof QuestionStateBody>;

/** `POST /admin/questions/state`: one action on many questions, all or none. */
export const BulkQuestionStateBody = Type.Object({
  action: QuestionStateAction,
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }),
});
export type BulkQuestionStateBody = Static<typeof BulkQuestionStateBody>;

/** How many questions a state change changed. */
export const QuestionStateChanged = Type.Object({ changed: Type.Integer({ minimum: 0 }) });
export type QuestionStateChanged = Static<typeof QuestionStateChanged>;
