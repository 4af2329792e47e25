import { Type, type Static } from 'typebox';
import { Id } from './common';
import { StudentQuestion } from './questions';
import { Evaluation, QuizSummary } from './quiz';
import { DAILY_XP_CAP } from '../constants/xp';

/** The session id of an anonymous (demo or shared) attempt, as its holder sends it back. */
const SessionId = Type.String({ minLength: 20, maxLength: 100 });
const Flag = Type.Optional(Type.Boolean());

/** `GET /quiz`. */
export const QuizListQuery = Type.Object({ show_question_count: Flag });
export type QuizListQuery = Static<typeof QuizListQuery>;
export const QuizList = Type.Array(QuizSummary);

/** `GET /quiz/{id}`: `review` answers the newest submitted attempt instead of an open one. */
/**
 * `GET /quiz/{id}`: `review` answers the newest finished attempt; `latest` answers the newest
 * attempt, finished or not, and starts one only when there is none (reopening shows the result).
 */
export const QuizOpenQuery = Type.Object({ review: Flag, latest: Flag });
export type QuizOpenQuery = Static<typeof QuizOpenQuery>;

/** Calls an anonymous attempt makes name it by `session_id`; a student's need none. */
export const SessionQuery = Type.Object({ session_id: Type.Optional(SessionId) });
export type SessionQuery = Static<typeof SessionQuery>;

/**
 * `PATCH /quiz/evaluations/{id}`: the client also reports its running totals; the server keeps
 * `total_time_spent` only and works out scores and XP itself when it marks.
 */
export const EvaluationPatchQuery = Type.Object({
  session_id: Type.Optional(SessionId),
  xp_collected: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  total_time_spent: Type.Optional(Type.Integer({ minimum: 0, maximum: 604800 })),
  total_score: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
});
export type EvaluationPatchQuery = Static<typeof EvaluationPatchQuery>;

export const EvaluationList = Type.Array(Evaluation);

/**
 * `POST /quiz/{id}/submit`: `is_review` earns no XP. `finish=false` checks the answers sent
 * (practice): they are marked and locked, and the attempt stays open; a mock exam refuses it.
 */
export const SubmitQuery = Type.Object({
  session_id: Type.Optional(SessionId),
  is_review: Flag,
  finish: Type.Optional(Type.Boolean({ default: true })),
});
export type SubmitQuery = Static<typeof SubmitQuery>;

/**
 * `POST /quiz/{id}/test-submit` (staff): marks answers as a student's would be, without XP.
 * `save_evaluations` keeps the marked attempt (a test attempt, no student's); `demo` tests the
 * public demo, so only a demo quiz may be named.
 */
export const TestSubmitQuery = Type.Object({ demo: Flag, save_evaluations: Flag });
export type TestSubmitQuery = Static<typeof TestSubmitQuery>;

/** `POST /quiz/evaluations/{id}/feedback`: a reaction toggles (and clears the other one). */
export const EvaluationFeedbackBody = Type.Object({
  reaction: Type.Optional(Type.Union([Type.Literal('liked'), Type.Literal('disliked')])),
  message: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
});
export type EvaluationFeedbackBody = Static<typeof EvaluationFeedbackBody>;

/** `GET` and `POST /quiz/evaluations/{id}/bookmarks`. */
export const Bookmark = Type.Object({ bookmarked: Type.Boolean() });
export type Bookmark = Static<typeof Bookmark>;

/** `PATCH /quiz/evaluation-questions`: swap a question the student reported for another. */
export const ReplaceQuestionBody = Type.Object({ evaluation_id: Id });
export type ReplaceQuestionBody = Static<typeof ReplaceQuestionBody>;
export const ReplacedQuestion = Type.Object({
  evaluation: Evaluation,
  question: StudentQuestion,
});
export type ReplacedQuestion = Static<typeof ReplacedQuestion>;

/** `POST /quiz/revision`: a quiz of the student's unmastered mistakes. */
export const RevisionQuizBody = Type.Object({
  course_id: Type.Optional(Id),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 10 })),
});
export type RevisionQuizBody = Static<typeof RevisionQuizBody>;

/** A question the student got wrong, and how revision went since. */
export const RevisionItem = Type.Object({
  question_id: Id,
  /** The question as the student saw it (Markdown); never its answer. */
  text: Type.String(),
  course_id: Id,
  mistakes: Type.Integer({ minimum: 0 }),
  mastered: Type.Boolean(),
  seen: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
});
export type RevisionItem = Static<typeof RevisionItem>;

/** `GET /users/revisions`. */
export const Revisions = Type.Object({
  items: Type.Array(RevisionItem),
  quizzes: Type.Array(QuizSummary),
});
export type Revisions = Static<typeof Revisions>;

/** `POST /users/revisions`: mark items seen; without `question_ids`, all of them. */
export const RevisionsSeenBody = Type.Object({
  question_ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
});
export type RevisionsSeenBody = Static<typeof RevisionsSeenBody>;

/** `GET /quiz/shared/attempters`. */
export const SharedAttemptersQuery = Type.Object({ quiz_id: Id });
export type SharedAttemptersQuery = Static<typeof SharedAttemptersQuery>;

/**
 * `PATCH /users/xp`: the XP a client believes it earned. The server grants nothing for it: it
 * answers the student's XP when its own records for today cover the claim, and 409 otherwise.
 */
export const XpGainQuery = Type.Object({
  xp_gain: Type.Integer({ minimum: 1, maximum: DAILY_XP_CAP }),
});
export type XpGainQuery = Static<typeof XpGainQuery>;

/** The IANA time zone the browser is in; streaks and the daily XP cap count days in it. */
export const TimeZoneHeaders = Type.Object({
  'x-time-zone': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type TimeZoneHeaders = Static<typeof TimeZoneHeaders>;

/** Marks over a set of exam answers; `calculated_score` is a percentage, absent when max is 0. */
const Marks = {
  marks_given: Type.Number({ minimum: 0 }),
  max_scores: Type.Integer({ minimum: 0 }),
  calculated_score: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
};

/** `GET /users/mock/performance`: one entry per topic of the student's exam answers. */
export const MockTopicPerformance = Type.Object({
  course_tagging_id: Id,
  topic_name: Type.String(),
  ...Marks,
});
export type MockTopicPerformance = Static<typeof MockTopicPerformance>;
export const MockPerformance = Type.Array(MockTopicPerformance);

/** `GET /users/mock/summary`: one entry per graded exam attempt, newest first. */
export const MockAttemptSummary = Type.Object({
  attempt_id: Id,
  quiz_id: Id,
  title: Type.String(),
  total_score: Type.Number({ minimum: 0 }),
  max_score: Type.Integer({ minimum: 0 }),
  graded_at: Type.String({ format: 'date-time' }),
});
export type MockAttemptSummary = Static<typeof MockAttemptSummary>;
export const MockSummary = Type.Array(MockAttemptSummary);

/** `POST /quiz/{id}/submit`: the same Idempotency-Key again answers the first result. */
export const SubmitHeaders = Type.Object({
  ...TimeZoneHeaders.properties,
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type SubmitHeaders = Static<typeof SubmitHeaders>;
