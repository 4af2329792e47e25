import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/** `GET /admin/question-reports`: open reports by default, pages count from 1, oldest first. */
export const QuestionReportsQuery = Type.Object({
  /** `false` (the default) for the reports still to handle, `true` for those resolved. */
  resolved: Type.Optional(Type.Boolean({ default: false })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type QuestionReportsQuery = Static<typeof QuestionReportsQuery>;

/** The question a report is about, as the moderator reads it beside the report. */
export const ReportedQuestion = Type.Object({
  id: Id,
  text: Type.String(),
  question_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
  course_name: Type.String(),
});
export type ReportedQuestion = Static<typeof ReportedQuestion>;

/** One report on a question, with the question beside it. */
export const QuestionReport = Type.Object({
  id: Id,
  message: Type.String(),
  /** The reporter's name, or `Public` for a visitor's report (or an account since deleted). */
  reporter: Type.String(),
  reporter_id: Nullable(Id),
  created_at: Type.String({ format: 'date-time' }),
  resolved: Type.Boolean(),
  question: ReportedQuestion,
});
export type QuestionReport = Static<typeof QuestionReport>;

/** One page of question reports; the page count is `total_count` divided by `size`, rounded up. */
export const QuestionReportsPage = Type.Object({
  items: Type.Array(QuestionReport),
  total_count: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
export type QuestionReportsPage = Static<typeof QuestionReportsPage>;

/** `PATCH /admin/question-reports/{id}`: the resolve flag (calls.md), set or cleared. */
export const ResolveQuestionReport = Type.Object({ resolved: Type.Boolean() });
export type ResolveQuestionReport = Static<typeof ResolveQuestionReport>;
