import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/**
 * The query of `GET /users/children/hardest-question-report`. Without `updates` the report
 * covers the last seven days; `updates=true` narrows it to the last day, which is what the
 * dashboard's notification counts (a stateless window, so every device agrees).
 */
export const HardestQuestionQuery = Type.Object({
  child_id: Id,
  updates: Type.Optional(Type.Boolean()),
});
export type HardestQuestionQuery = Static<typeof HardestQuestionQuery>;

/** One question a child found hard: how often they tried it and how much of it they got right. */
export const HardestQuestion = Type.Object({
  question_id: Id,
  /** The question's text, shortened for a list. */
  preview: Type.String(),
  topic_name: Nullable(Type.String()),
  attempts: Type.Integer({ minimum: 1 }),
  /** Marks given as a share of the marks available, 0 to 100. */
  score_percent: Type.Number({ minimum: 0, maximum: 100 }),
});
export type HardestQuestion = Static<typeof HardestQuestion>;

/**
 * The answer of the hardest-question report (not shown in the spec): the child's lowest-scored
 * questions, hardest first, at most ten.
 */
export const HardestQuestionReport = Type.Object({
  child_id: Id,
  questions: Type.Array(HardestQuestion, { maxItems: 10 }),
});
export type HardestQuestionReport = Static<typeof HardestQuestionReport>;

/** Path parameters of `GET /analysis/weekly-student-statistics/{child}/subject/{subject}`. */
export const WeeklyStatisticsParams = Type.Object({ child: Id, subject: Id });

/**
 * One child's week in one subject (overview §3 "Weekly stats"), the last seven days against the
 * seven before. A `_difference` is this week's value minus last week's. With nothing marked in
 * a week, its average mark is null, and so is the difference that needs it.
 */
export const WeeklyStatistics = Type.Object({
  /** Average marks given as a share of marks available, 0 to 100. */
  avg_mark: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  qns_count: Type.Integer({ minimum: 0 }),
  topic_count: Type.Integer({ minimum: 0 }),
  avg_mark_difference: Nullable(Type.Number()),
  qns_count_difference: Type.Integer(),
  topic_count_difference: Type.Integer(),
});
export type WeeklyStatistics = Static<typeof WeeklyStatistics>;
