import { Type, type Static } from 'typebox';
import type { Problem } from './common';
import { Id, JsonField, Nullable } from './common';
import { Passage, StudentQuestion } from './questions';

export { QuizType } from '../constants/practice';

/** A quiz as lists show it. */
/** How far a student got in an attempt started and not finished (at least one answer saved). */
export const OpenAttempt = Type.Object({
  id: Id,
  answered: Type.Integer({ minimum: 0 }),
  question_count: Type.Integer({ minimum: 0 }),
  /** The marks of the answers checked so far (practice). */
  marks_given: Type.Number({ minimum: 0 }),
  /** When an answer last changed. */
  last_active_at: Type.String({ format: 'date-time' }),
  /** When a timed attempt runs out; null when untimed. */
  deadline_at: Nullable(Type.String({ format: 'date-time' })),
});
export type OpenAttempt = Static<typeof OpenAttempt>;

export const QuizSummary = Type.Object({
  id: Id,
  title: Type.String(),
  course_id: Id,
  /** The course's name, in lists (`GET /quiz`). */
  course_name: Type.Optional(Type.String()),
  quiz_type_id: Type.Integer({ minimum: 1, maximum: 9 }),
  /** Seconds; null when untimed. A mock exam (quiz type exam) is timed. */
  time_limit: Nullable(Type.Integer({ minimum: 1 })),
  is_shared: Type.Boolean(),
  is_demo: Type.Boolean(),
  /** Present when the list was asked with `show_question_count=true`. */
  question_count: Type.Optional(Type.Integer({ minimum: 0 })),
  /** In the student's list (`GET /quiz`): their attempt started and not finished, if any. */
  open_attempt: Type.Optional(OpenAttempt),
});
export type QuizSummary = Static<typeof QuizSummary>;

/** An attempt at a quiz: a student's, or an anonymous one (demo or shared) held by its session id. */
export const Attempt = Type.Object({
  id: Id,
  quiz_id: Id,
  student_id: Nullable(Id),
  full_name: Nullable(Type.String()),
  is_review: Type.Boolean(),
  started_at: Type.String({ format: 'date-time' }),
  /** When a timed attempt runs out; it is then finished from its autosaved answers. */
  deadline_at: Nullable(Type.String({ format: 'date-time' })),
  submitted_at: Nullable(Type.String({ format: 'date-time' })),
  grading_completed: Type.Boolean(),
  total_score: Type.Number({ minimum: 0 }),
  max_score: Type.Integer({ minimum: 0 }),
  /** Seconds. */
  total_time_spent: Type.Integer({ minimum: 0 }),
  xp_collected: Type.Integer({ minimum: 0 }),
  graded_at: Nullable(Type.String({ format: 'date-time' })),
});
export type Attempt = Static<typeof Attempt>;

/**
 * One question's answer within an attempt. Until it is marked, `explanation`, `method_answer`
 * and the marks are null: nothing of the answer key reaches the student before then.
 */
export const Evaluation = Type.Object({
  id: Id,
  attempt_id: Id,
  question_id: Id,
  /** An option question's value is the chosen option's order ("2"), or orders ("1,3"). */
  value: Nullable(Type.String()),
  time_spent: Type.Integer({ minimum: 0 }),
  num_options_clicked: Type.Integer({ minimum: 0 }),
  is_submitted: Type.Boolean(),
  marks_given: Nullable(Type.Number({ minimum: 0 })),
  max_marks: Type.Integer({ minimum: 0 }),
  is_full_marks: Nullable(Type.Boolean()),
  explanation: Nullable(Type.String()),
  method_answer: Nullable(Type.String()),
  /** Why this mark; for an open answer, the rubric points met. */
  feedback: Nullable(Type.String()),
  /** An open answer marked offline or after the model failed: an estimate a teacher should see. */
  needs_review: Type.Boolean(),
  liked: Type.Boolean(),
  disliked: Type.Boolean(),
  bookmarked: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Evaluation = Static<typeof Evaluation>;

/** `GET /quiz/{id}` (and `/demo`): the quiz, its questions without keys, and the open attempt. */
export const QuizDetail = Type.Object({
  quiz: QuizSummary,
  questions: Type.Array(StudentQuestion),
  passages: Type.Array(Passage),
  attempt: Attempt,
  evaluations: Type.Array(Evaluation),
  /** For anonymous attempts (demo, shared): pass it back as `session_id` on later calls. */
  session_id: Nullable(Type.String()),
});
export type QuizDetail = Static<typeof QuizDetail>;

/** The autosaved part of an evaluation; saving the same body twice changes nothing. */
export const EvaluationPatch = Type.Object({
  value: Nullable(Type.String({ maxLength: 20000 })),
  time_spent: Type.Integer({ minimum: 0, maximum: 86400 }),
  num_options_clicked: Type.Integer({ minimum: 0, maximum: 10000 }),
});
export type EvaluationPatch = Static<typeof EvaluationPatch>;

/** One entry of the `evaluations` JSON part of a submit. */
export const SubmittedEvaluation = Type.Object({
  question_id: Id,
  ...EvaluationPatch.properties,
});
export type SubmittedEvaluation = Static<typeof SubmittedEvaluation>;

/** The answers one submit carries. */
export const SubmittedEvaluations = Type.Array(SubmittedEvaluation, { maxItems: 500 });

/** The text fields of a multipart submit; a recording may come as the file `audio_file`. */
export const SubmitFields = Type.Object({
  evaluations: Type.Optional(JsonField(SubmittedEvaluations, 'JSON of the answers')),
});
export type SubmitFields = Static<typeof SubmitFields>;

/** The events `POST /quiz/{id}/submit` streams, by event name. */
export interface SubmitStreamEvents {
  /** One question, marked. */
  evaluations: Evaluation;
  /** Explanation text as it is written, for the question named. */
  explanation: { question_id: number; delta: string };
  /** test-submit only: why the marker gave the marks. */
  scoring_rationale: { question_id: number; text: string };
  error: Problem;
  /** The attempt once marking ends. */
  attempt: Attempt;
  end: Record<string, never>;
}

/** `PUT /quiz/shared/attempts`: someone without an account starts a shared quiz. */
export const SharedAttemptBody = Type.Object({
  quiz_id: Id,
  full_name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
});
export type SharedAttemptBody = Static<typeof SharedAttemptBody>;

/** `POST /quiz/shared/attempts/question`: save one answer of a shared attempt. */
export const SharedAnswerBody = Type.Object({
  session_id: Type.String({ minLength: 20, maxLength: 100 }),
  question_id: Id,
  ...EvaluationPatch.properties,
});
export type SharedAnswerBody = Static<typeof SharedAnswerBody>;

/** `GET /quiz/shared/attempters`: who took the owner's shared quiz. */
export const SharedAttempter = Type.Object({
  id: Id,
  full_name: Type.String(),
  email: Type.String(),
  total_score: Type.Number(),
  worksheet_id: Id,
  attempt_id: Id,
});
export type SharedAttempter = Static<typeof SharedAttempter>;

/** XP as `GET /users/xp` answers it. */
export const Xp = Type.Object({
  xp: Type.Integer({ minimum: 0 }),
  level: Type.Integer({ minimum: 1 }),
  next_level_xp: Type.Integer({ minimum: 0 }),
  current_level_base_xp: Type.Integer({ minimum: 0 }),
});
export type Xp = Static<typeof Xp>;

/** `GET /users/streaks`: practised today, and the run of days ending today (or yesterday). */
export const Streaks = Type.Object({
  active: Type.Boolean(),
  days: Type.Integer({ minimum: 0 }),
});
export type Streaks = Static<typeof Streaks>;

/** `GET /users/mock/progress`: calculated_score is a percentage, absent when max_scores is 0. */
export const MockProgress = Type.Object({
  marks_given: Type.Number({ minimum: 0 }),
  max_scores: Type.Integer({ minimum: 0 }),
  calculated_score: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
});
export type MockProgress = Static<typeof MockProgress>;
