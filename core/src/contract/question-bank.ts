import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { CourseTagging, Question, StudentQuestion } from './questions';

const Ids = Type.Array(Id, { maxItems: 500 });
const Flag = Type.Optional(Type.Boolean());

/**
 * `GET /questions`: one of `course_id`, `ids` (repeated) or `details=true` (the whole bank the
 * caller may see, narrowed by the other filters) says which questions; students may send `ids` only.
 */
export const QuestionListQuery = Type.Object({
  course_id: Type.Optional(Id),
  ids: Type.Optional(Ids),
  details: Flag,
  school_ids: Type.Optional(Ids),
  subject_ids: Type.Optional(Ids),
  academic_level_ids: Type.Optional(Ids),
  course_tagging_ids: Type.Optional(Ids),
  difficulty_level_ids: Type.Optional(Ids),
  /** Lets the browser keep the answer for a few minutes (Cache-Control). */
  cache: Flag,
  /** Staff only: include the answer key, explanation and method. */
  ans: Flag,
  need_review: Flag,
  /** True: only questions not approved yet. */
  need_approve: Flag,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type QuestionListQuery = Static<typeof QuestionListQuery>;

/** What `GET /questions` answers: with keys for staff who asked `ans=true`, else as students see them. */
export const QuestionList = Type.Array(Type.Union([Question, StudentQuestion]));

/** `GET /questions/course-taggings/{courseId}`: which questions a topic's count counts. */
export const CourseTaggingsQuery = Type.Object({
  question_type_ids: Type.Optional(Ids),
  enabled: Flag,
  have_images: Flag,
  need_review: Flag,
  need_approve: Flag,
});
export type CourseTaggingsQuery = Static<typeof CourseTaggingsQuery>;

/** A course topic with how many of its questions match the filters. */
export const CourseTaggingCount = Type.Object({
  ...CourseTagging.properties,
  question_count: Type.Integer({ minimum: 0 }),
});
export type CourseTaggingCount = Static<typeof CourseTaggingCount>;

/** `GET /questions/filtered`: a course's questions, ranked by full-text match when searching. */
export const FilteredQuery = Type.Object({
  course_id: Id,
  difficulty_level_ids: Type.Optional(Ids),
  question_type_ids: Type.Optional(Ids),
  search_text: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type FilteredQuery = Static<typeof FilteredQuery>;

export const DifficultyCountParams = Type.Object({ classId: Id, studentId: Id });
export type DifficultyCountParams = Static<typeof DifficultyCountParams>;

/** Calendar days, both included. */
export const DifficultyCountQuery = Type.Object({
  start: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  end: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
});
export type DifficultyCountQuery = Static<typeof DifficultyCountQuery>;

/** A student's marked answers per difficulty level (every level present). */
export const DifficultyCount = Type.Object({
  student_id: Id,
  counts: Type.Array(
    Type.Object({
      difficulty_level_id: Type.Integer({ minimum: 1, maximum: 3 }),
      correct: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type DifficultyCount = Static<typeof DifficultyCount>;

/** `GET` and `PATCH /questions/{id}/audio`: where the question read aloud is served. */
export const QuestionAudio = Type.Object({ audio_url: Nullable(Type.String()) });
export type QuestionAudio = Static<typeof QuestionAudio>;

export const AudioFileParams = Type.Object({
  id: Id,
  filename: Type.String({ maxLength: 69, pattern: '^[a-f0-9]{16,64}\\.[a-z0-9]{2,4}$' }),
});
export type AudioFileParams = Static<typeof AudioFileParams>;

export const CacheQuery = Type.Object({ cache: Flag });
export type CacheQuery = Static<typeof CacheQuery>;

/** `GET /questions/{id}/referenced`: whether deleting would only retire it. */
export const QuestionReferences = Type.Object({
  referenced: Type.Boolean(),
  attempt_count: Type.Integer({ minimum: 0 }),
  quiz_ids: Type.Array(Id),
});
export type QuestionReferences = Static<typeof QuestionReferences>;

/** `DELETE /questions/{id}`: a question answers in attempts is retired, not deleted. */
export const QuestionDeleted = Type.Object({
  deleted: Type.Boolean(),
  retired: Type.Boolean(),
});
export type QuestionDeleted = Static<typeof QuestionDeleted>;
