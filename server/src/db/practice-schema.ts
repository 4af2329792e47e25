import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tsvector } from './columns';
import type { AnswerKey, QuestionOption } from '@kyu/core/contract';
import { classes, courses, schools, users } from './school-schema';

/** A topic of a course (the spec's course tagging) that questions are tagged with. */
export const courseTaggings = pgTable(
  'course_taggings',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    topicName: text('topic_name').notNull(),
  },
  (t) => [uniqueIndex('course_taggings_course_topic_key').on(t.courseId, t.topicName)],
);

/** A reading passage several questions share. */
export const passages = pgTable('passages', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * The question bank. A part of a group question has `parent_question_id` and its `position`;
 * the answer key, explanation and method stay on the server until a student's answer is marked.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    parentQuestionId: integer('parent_question_id').references((): AnyPgColumn => questions.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    questionTypeId: integer('question_type_id').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    marks: integer('marks').notNull(),
    unit: text('unit'),
    difficultyLevelId: integer('difficulty_level_id').notNull().default(1),
    passageId: integer('passage_id').references(() => passages.id, { onDelete: 'set null' }),
    answer: jsonb('answer').$type<AnswerKey>().notNull(),
    explanation: text('explanation').notNull().default(''),
    methodAnswer: text('method_answer').notNull().default(''),
    /** Stored file names of images, served under /api/v1/files/questions/. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Generated read-aloud audio, cached by the question's text. */
    audioFilename: text('audio_filename'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isApproved: boolean('is_approved').notNull().default(true),
    needReview: boolean('need_review').notNull().default(false),
    /** Deleted while attempts referenced it: kept for them, offered to nobody. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The coach's offline tutor searches explanations and methods. */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(text, '') || ' ' || coalesce(explanation, '') || ' ' || coalesce(method_answer, ''))`,
      ),
  },
  (t) => [
    index('questions_course_idx').on(t.courseId, t.parentQuestionId),
    index('questions_parent_idx').on(t.parentQuestionId, t.position),
    index('questions_tsv_idx').using('gin', t.tsv),
  ],
);

export const questionTaggings = pgTable(
  'question_taggings',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    courseTaggingId: integer('course_tagging_id')
      .notNull()
      .references(() => courseTaggings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.courseTaggingId] }),
    index('question_taggings_tagging_idx').on(t.courseTaggingId),
  ],
);

/** A report that a question is wrong or unclear; staff resolve it. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Null for a public report from someone without an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    resolved: boolean('resolved').notNull().default(false),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('question_reports_question_idx').on(t.questionId)],
);

/** A quiz (the spec's assessment): an ordered set of questions. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    quizTypeId: integer('quiz_type_id').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    /** Seconds; null when untimed. */
    timeLimit: integer('time_limit'),
    /** Null for Kyu's own catalogue. */
    schoolId: integer('school_id').references(() => schools.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    isShared: boolean('is_shared').notNull().default(false),
    /** Worksheets (issue 13): how the creator grouped its questions, and the class it was made for. */
    worksheetGroupType: integer('worksheet_group_type'),
    ownerClassId: integer('owner_class_id').references(() => classes.id, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('quizzes_course_idx').on(t.courseId), index('quizzes_owner_idx').on(t.ownerId)],
);

/** An attempt: a student's, or an anonymous demo or shared one held by a session id. */
export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of an anonymous attempt's session id. */
    sessionHash: text('session_hash'),
    fullName: text('full_name'),
    email: text('email'),
    isReview: boolean('is_review').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The Idempotency-Key of the submit that finished it; a repeat answers the first result. */
    submitKey: text('submit_key'),
    gradingCompleted: boolean('grading_completed').notNull().default(false),
    /**
     * Until when the marker of a submitted attempt holds it: renewed while marking, so that one
     * cut off (a database restart, a killed instance) is taken up by the next submit or sweep
     * within seconds; null until marking starts, when the submit's own time counts.
     */
    markingUntil: timestamp('marking_until', { withTimezone: true }),
    totalScore: real('total_score').notNull().default(0),
    maxScore: integer('max_score').notNull().default(0),
    totalTimeSpent: integer('total_time_spent').notNull().default(0),
    xpCollected: integer('xp_collected').notNull().default(0),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    audioFilename: text('audio_filename'),
  },
  (t) => [
    index('attempts_student_quiz_idx').on(t.studentId, t.quizId),
    /** Teaching reports: a class's marked answers in a window, and when it last had one. */
    index('attempts_student_graded_idx').on(t.studentId, t.gradedAt),
    uniqueIndex('attempts_session_key').on(t.sessionHash),
    index('attempts_deadline_idx').on(t.deadlineAt),
  ],
);

/** One question's answer within an attempt, autosaved and then marked. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
    value: text('value'),
    timeSpent: integer('time_spent').notNull().default(0),
    numOptionsClicked: integer('num_options_clicked').notNull().default(0),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    marksGiven: real('marks_given'),
    maxMarks: integer('max_marks').notNull().default(0),
    isFullMarks: boolean('is_full_marks'),
    feedback: text('feedback'),
    needsReview: boolean('needs_review').notNull().default(false),
    liked: boolean('liked').notNull().default(false),
    disliked: boolean('disliked').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    feedbackMessage: text('feedback_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('evaluations_attempt_question_key').on(t.attemptId, t.questionId),
    index('evaluations_question_idx').on(t.questionId),
  ],
);

/** Every XP gain, so the daily cap and totals come from one place. */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** quiz (a marked attempt); bonus rows, added by clients before XP came only from marks, are kept. */
    source: text('source').notNull(),
    attemptId: integer('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    /** The calendar day in the student's time zone, for the daily cap. */
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('xp_events_user_day_idx').on(t.userId, t.day),
    uniqueIndex('xp_events_attempt_key').on(t.attemptId),
  ],
);

/** Days a student finished practice on, in their time zone; streaks count runs of them. */
export const practiceDays = pgTable(
  'practice_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Questions a student got wrong, to revise; `mastered` once a revision gets them right. */
export const revisionItems = pgTable(
  'revision_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    mistakes: integer('mistakes').notNull().default(1),
    mastered: boolean('mastered').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);
