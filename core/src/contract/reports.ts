import { Type, type Static } from 'typebox';
import { CalendarDay as Day, Id, Nullable } from './common';

/*
 * Class performance and teaching reports (issue 13; calls.md §7 "Classes" and "Reports"). A
 * share is marks given over marks available, 0 to 100; an answer is "correct" when it got full
 * marks. Weeks start on Monday (UTC) and are named by that day.
 */

const Percent = Type.Number({ minimum: 0, maximum: 100 });
const Count = Type.Integer({ minimum: 0 });

/** Calendar days (UTC), both included; either may be left out. */
export const PerformanceQuery = Type.Object({
  start: Type.Optional(Day),
  end: Type.Optional(Day),
});
export type PerformanceQuery = Static<typeof PerformanceQuery>;

/** A kept report's window, and `regenerate=true` to recompute it now. */
export const ReportQuery = Type.Object({
  start: Type.Optional(Day),
  end: Type.Optional(Day),
  regenerate: Type.Optional(Type.Boolean()),
});
export type ReportQuery = Static<typeof ReportQuery>;

export const ClassParams = Type.Object({ id: Id });
export const ClassStudentParams = Type.Object({ id: Id, sid: Id });
export type ClassStudentParams = Static<typeof ClassStudentParams>;
export const ClassTopicParams = Type.Object({ id: Id, tid: Id });
export type ClassTopicParams = Static<typeof ClassTopicParams>;
export const ClassStudentTopicParams = Type.Object({ id: Id, sid: Id, tid: Id });
export type ClassStudentTopicParams = Static<typeof ClassStudentTopicParams>;
export const ClassWorksheetParams = Type.Object({ id: Id, wid: Id });
export type ClassWorksheetParams = Static<typeof ClassWorksheetParams>;
export const AssignmentReportParams = Type.Object({ id: Id, aid: Id, cid: Id });
export type AssignmentReportParams = Static<typeof AssignmentReportParams>;
export const SectionReportQuery = Type.Object({ student_id: Type.Optional(Id) });
export type SectionReportQuery = Static<typeof SectionReportQuery>;

/** One week's share of marks; null when nothing was marked that week. */
export const WeekScore = Type.Object({
  week: Day,
  answered: Count,
  score_percent: Nullable(Percent),
});
export type WeekScore = Static<typeof WeekScore>;

/** A topic (course tagging) and how much of it was mastered. */
export const TopicMastery = Type.Object({
  topic_id: Id,
  topic_name: Type.String(),
  answered: Count,
  mastery_percent: Nullable(Percent),
});
export type TopicMastery = Static<typeof TopicMastery>;

/** Marked answers and full-mark answers at one difficulty level (1 easy, 2 medium, 3 hard). */
export const LevelCount = Type.Object({ answered: Count, correct: Count });

export const StudentPerformance = Type.Object({
  student_id: Id,
  name: Type.String(),
  answered: Count,
  correct: Count,
  score_percent: Nullable(Percent),
  easy: LevelCount,
  medium: LevelCount,
  hard: LevelCount,
});
export type StudentPerformance = Static<typeof StudentPerformance>;

/** A class's (or a student's) totals over a window. */
export const PerformanceTotals = Type.Object({
  student_count: Count,
  active_students: Count,
  answered: Count,
  correct: Count,
  score_percent: Nullable(Percent),
});
export type PerformanceTotals = Static<typeof PerformanceTotals>;

/** A question many got wrong: who (student ids) and what share of the answers. */
export const WrongQuestion = Type.Object({
  question_id: Id,
  excerpt: Type.String(),
  answered: Count,
  wrong_percent: Percent,
  student_ids: Type.Array(Id),
});
export type WrongQuestion = Static<typeof WrongQuestion>;

const Kept = {
  /** When the kept report was computed (it is recomputed while its window includes today). */
  computed_at: Type.String({ format: 'date-time' }),
  start: Nullable(Day),
  end: Nullable(Day),
};

/** `GET /classes/{id}/report`: the class against its school, its topics, students and misses. */
export const ClassReport = Type.Object({
  class_id: Id,
  ...Kept,
  totals: PerformanceTotals,
  class_average: Type.Array(WeekScore),
  school_average: Type.Array(WeekScore),
  topics: Type.Array(TopicMastery),
  students: Type.Array(StudentPerformance),
  wrong_questions: Type.Array(WrongQuestion),
});
export type ClassReport = Static<typeof ClassReport>;

/** `GET /classes/{id}/topics/{tid}/report`: one topic in one class. */
export const ClassTopicReport = Type.Object({
  class_id: Id,
  topic: TopicMastery,
  ...Kept,
  class_average: Type.Array(WeekScore),
  students: Type.Array(StudentPerformance),
  wrong_questions: Type.Array(WrongQuestion),
});
export type ClassTopicReport = Static<typeof ClassTopicReport>;

/** A worksheet given to a student's class, and their latest marked attempt of it. */
export const WorksheetPerformance = Type.Object({
  assignment_id: Id,
  worksheet_id: Id,
  title: Type.String(),
  date_assigned: Type.String({ format: 'date-time' }),
  due_date: Nullable(Type.String({ format: 'date-time' })),
  submitted_at: Nullable(Type.String({ format: 'date-time' })),
  marks: Nullable(Type.Number({ minimum: 0 })),
  max_marks: Nullable(Count),
});
export type WorksheetPerformance = Static<typeof WorksheetPerformance>;

/** A lesson's items and how many of them a student completed, with their marks. */
export const LessonPerformance = Type.Object({
  lesson_id: Id,
  title: Type.String(),
  items: Count,
  completed: Count,
  score_percent: Nullable(Percent),
});
export type LessonPerformance = Static<typeof LessonPerformance>;

/** `GET /classes/{id}/students/{sid}/report`: one student in one class. */
export const StudentReport = Type.Object({
  class_id: Id,
  student_id: Id,
  name: Type.String(),
  ...Kept,
  totals: StudentPerformance,
  score_over_time: Type.Array(WeekScore),
  topics: Type.Array(TopicMastery),
  worksheets: Type.Array(WorksheetPerformance),
  lessons: Type.Array(LessonPerformance),
});
export type StudentReport = Static<typeof StudentReport>;

/** `GET /classes/{id}/students/{sid}/topics/{tid}/report`: one student in one topic. */
export const StudentTopicReport = Type.Object({
  class_id: Id,
  student_id: Id,
  topic: TopicMastery,
  ...Kept,
  score_over_time: Type.Array(WeekScore),
  wrong_questions: Type.Array(WrongQuestion),
});
export type StudentTopicReport = Static<typeof StudentTopicReport>;

/** What was known of a section's topics on one side of its lesson's assignment. */
export const SessionReport = Type.Object({
  answered: Count,
  correct: Count,
  score_percent: Nullable(Percent),
  topics: Type.Array(TopicMastery),
});
export type SessionReport = Static<typeof SessionReport>;

/** `GET /lessons/sections/{id}/report`: before and after the lesson was given. */
export const SectionReport = Type.Object({
  section_id: Id,
  /** When the lesson was first given; null if never (everything counts as before). */
  assigned_at: Nullable(Type.String({ format: 'date-time' })),
  pre_session_report: SessionReport,
  post_session_report: SessionReport,
});
export type SectionReport = Static<typeof SectionReport>;

/** A student's latest marked attempt of a worksheet (null fields when not yet submitted). */
export const WorksheetSubmission = Type.Object({
  student_id: Id,
  name: Type.String(),
  attempt_id: Nullable(Id),
  submitted_at: Nullable(Type.String({ format: 'date-time' })),
  marks: Nullable(Type.Number({ minimum: 0 })),
  max_marks: Nullable(Count),
});
export type WorksheetSubmission = Static<typeof WorksheetSubmission>;

/** `GET /worksheets/{id}/assignments/{aid}/classes/{cid}/report`. */
export const AssignmentReport = Type.Object({
  worksheet_id: Id,
  assignment_id: Id,
  class_id: Id,
  questions: Type.Array(
    Type.Object({
      question_id: Id,
      excerpt: Type.String(),
      answered: Count,
      correct_percent: Nullable(Percent),
      wrong_student_ids: Type.Array(Id),
    }),
  ),
  students: Type.Array(WorksheetSubmission),
});
export type AssignmentReport = Static<typeof AssignmentReport>;
