import { Type, type Static } from 'typebox';
import { CalendarDay, Id, Nullable } from './common';
import { Streaks, Xp } from './quiz';
import { LessonPerformance, TopicMastery, WeekScore } from './reports';

/*
 * The admin console's home, statistics and a student's detailed report (issue 14; overview §2
 * "Admin"). A school admin reads their own school; Kyu's administrators every school, or one
 * named by `school_id`.
 */

const Count = Type.Integer({ minimum: 0 });
const At = Type.String({ format: 'date-time' });

/** `school_id`: Kyu's administrators narrow to one school; a school admin may name only theirs. */
const SchoolId = Type.Optional(Id);

/** `GET /admin/attention`: how many days back failed jobs and payments count (7 by default). */
export const AttentionQuery = Type.Object({
  school_id: SchoolId,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 7 })),
});
export type AttentionQuery = Static<typeof AttentionQuery>;

/** One thing to look at: its record's id, a line naming it, and when it happened. */
export const AttentionItem = Type.Object({
  id: Type.String({ maxLength: 64 }),
  label: Type.String(),
  at: At,
});
export type AttentionItem = Static<typeof AttentionItem>;

/** How many there are, and the newest few. */
export const AttentionGroup = Type.Object({ count: Count, newest: Type.Array(AttentionItem) });
export type AttentionGroup = Static<typeof AttentionGroup>;

/**
 * What needs attention today. `failed_jobs` is null for a school admin (the job queue is Kyu's);
 * a document not indexed has no chunks for the coach yet (still extracting, or nothing found).
 */
export const Attention = Type.Object({
  reported_questions: AttentionGroup,
  failed_jobs: Nullable(AttentionGroup),
  payment_failures: AttentionGroup,
  documents_not_indexed: AttentionGroup,
});
export type Attention = Static<typeof Attention>;

/** `GET /admin/statistics`: calendar days (UTC), both included; the last 30 days by default. */
export const StatisticsQuery = Type.Object({
  start: Type.Optional(CalendarDay),
  end: Type.Optional(CalendarDay),
  school_id: SchoolId,
  /** Quizzes and active students of one course only (chat is not tied to a course). */
  course_id: Type.Optional(Id),
});
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One day's activity. */
export const StatisticsDay = Type.Object({
  day: CalendarDay,
  active_students: Count,
  quizzes_taken: Count,
  chat_messages: Count,
  likes: Count,
  dislikes: Count,
});
export type StatisticsDay = Static<typeof StatisticsDay>;

/** One course over the whole window. */
export const CourseStatistics = Type.Object({
  course_id: Id,
  course_name: Type.String(),
  active_students: Count,
  quizzes_taken: Count,
});
export type CourseStatistics = Static<typeof CourseStatistics>;

export const Statistics = Type.Object({
  start: CalendarDay,
  end: CalendarDay,
  /** Every day of the window, oldest first, with zeros on a quiet day. */
  days: Type.Array(StatisticsDay),
  /** Courses with a quiz taken in the window, busiest first. */
  courses: Type.Array(CourseStatistics),
});
export type Statistics = Static<typeof Statistics>;

/** `GET /admin/statistics/feedback`: rated coach replies, newest first; pages count from 1. */
export const FeedbackQuery = Type.Object({
  start: Type.Optional(CalendarDay),
  end: Type.Optional(CalendarDay),
  school_id: SchoolId,
  /** `liked` or `disliked` replies only; both by default. */
  rating: Type.Optional(Type.Union([Type.Literal('liked'), Type.Literal('disliked')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 25 })),
});
export type FeedbackQuery = Static<typeof FeedbackQuery>;

/** A coach reply someone liked or disliked, with what they had asked. */
export const FeedbackItem = Type.Object({
  message_id: Id,
  thread_id: Id,
  at: At,
  liked: Type.Boolean(),
  disliked: Type.Boolean(),
  reply: Type.String(),
  /** The user's message the reply answered, if any. */
  asked: Nullable(Type.String()),
  /** Who chatted; null for a public (signed-out) chat. */
  user_name: Nullable(Type.String()),
  school_name: Nullable(Type.String()),
});
export type FeedbackItem = Static<typeof FeedbackItem>;

export const FeedbackPage = Type.Object({
  items: Type.Array(FeedbackItem),
  total_count: Count,
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type FeedbackPage = Static<typeof FeedbackPage>;

/** `GET /admin/students/{studentId}/report`: the window of the marks (all time by default). */
export const StudentDetailedReportQuery = Type.Object({
  start: Type.Optional(CalendarDay),
  end: Type.Optional(CalendarDay),
});
export type StudentDetailedReportQuery = Static<typeof StudentDetailedReportQuery>;

export const StudentReportParams = Type.Object({ studentId: Id });
export type StudentReportParams = Static<typeof StudentReportParams>;

/** One marked quiz attempt. */
export const QuizMark = Type.Object({
  attempt_id: Id,
  quiz_id: Id,
  title: Type.String(),
  course_name: Type.String(),
  graded_at: At,
  marks: Type.Number({ minimum: 0 }),
  max_marks: Count,
});
export type QuizMark = Static<typeof QuizMark>;

/** A student across every class and course: the admin's view of the teacher's student report. */
export const StudentDetailedReport = Type.Object({
  student_id: Id,
  name: Type.String(),
  school_name: Nullable(Type.String()),
  start: Nullable(CalendarDay),
  end: Nullable(CalendarDay),
  totals: Type.Object({
    answered: Count,
    correct: Count,
    score_percent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  }),
  xp: Xp,
  streak: Streaks,
  score_over_time: Type.Array(WeekScore),
  /** Least mastered first. */
  topics: Type.Array(TopicMastery),
  /** Newest first, fifty at most. */
  quizzes: Type.Array(QuizMark),
  /** The student's own learning path, lesson by lesson. */
  learning_path: Type.Array(LessonPerformance),
});
export type StudentDetailedReport = Static<typeof StudentDetailedReport>;
