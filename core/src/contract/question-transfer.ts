import { Type, type Static } from 'typebox';
import { Id } from './common';

/** The question bank file formats Moodle reads and writes. */
export const QuestionFileFormat = Type.Union([Type.Literal('gift'), Type.Literal('moodle-xml')]);
export type QuestionFileFormat = Static<typeof QuestionFileFormat>;

/** The text fields of `POST /admin/questions/import`, sent beside the file. */
export const QuestionImportFields = Type.Object({
  course_id: Id,
  format: QuestionFileFormat,
  /** True: check the file and report, writing nothing. */
  dry_run: Type.Optional(Type.Boolean()),
  /** True: import the questions that can be taken even when others cannot. */
  skip_rejected: Type.Optional(Type.Boolean()),
});
export type QuestionImportFields = Static<typeof QuestionImportFields>;

/** A question of the file that Kyu can take, as it would be imported. */
export const ImportAccepted = Type.Object({
  /** The line of the file the question starts on (1-based). */
  line: Type.Integer({ minimum: 1 }),
  question_type_id: Type.Integer({ minimum: 1, maximum: 6 }),
  topic: Type.String(),
  /** The start of the question's text. */
  text: Type.String(),
});
export type ImportAccepted = Static<typeof ImportAccepted>;

/** A question of the file that Kyu cannot take, and why. */
export const ImportRejected = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  reason: Type.String(),
  text: Type.String(),
});
export type ImportRejected = Static<typeof ImportRejected>;

/**
 * What an import (or its dry run) found in the file and what it wrote. A file holds at most
 * 2,000 questions; the first 100 rejected ones are listed, `rejected_count` counts them all.
 */
export const QuestionImportReport = Type.Object({
  dry_run: Type.Boolean(),
  accepted: Type.Array(ImportAccepted),
  /** The first 100 questions refused, in file order. */
  rejected: Type.Array(ImportRejected),
  /** How many questions were refused, listed or not. */
  rejected_count: Type.Integer({ minimum: 0 }),
  /** The new questions' ids, in the file's order; empty for a dry run. */
  question_ids: Type.Array(Id),
});
export type QuestionImportReport = Static<typeof QuestionImportReport>;

/** `GET /admin/questions/export`: a course's questions, or one topic's. */
export const QuestionExportQuery = Type.Object({
  course_id: Id,
  format: QuestionFileFormat,
  course_tagging_id: Type.Optional(Id),
});
export type QuestionExportQuery = Static<typeof QuestionExportQuery>;
