import type {
  QuestionExportQuery,
  QuestionImportFields,
  QuestionImportReport,
} from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import { forbidden, notFound, refused } from '../../lib/problem';
import { importQuestions } from '../questions/service';
import { snippet, type Draft } from './draft';
import type { QuestionFiles } from './question-files';
import { MAX_REJECTIONS_LISTED, grouped } from './limits';
import * as q from './queries';

/**
 * A school admin moves their own school's questions; Kyu's catalogue and other schools'
 * courses are Kyu's administrators' (403, as the course's existence is no secret to admins).
 */
async function reachableCourse(db: Db, scope: AdminScope, courseId: number) {
  const course = await q.findCourse(db, courseId);
  if (!course) throw notFound('No such course.');
  if (!isSuperAdmin(scope) && course.schoolId !== scope.schoolId) {
    throw forbidden("A school administrator imports and exports their own school's courses only.");
  }
  return course;
}

/** Imported questions wait for a reviewer: not offered to students until approved. */
const valuesOf = (draft: Draft, userId: number) => ({
  questionTypeId: draft.questionTypeId,
  text: draft.text,
  options: draft.options,
  marks: draft.marks,
  unit: draft.unit,
  answer: draft.answer,
  explanation: draft.explanation,
  methodAnswer: '',
  difficultyLevelId: 1,
  isApproved: false,
  needReview: true,
  createdBy: userId,
});

/**
 * Reads a Moodle file into the course. The file is parsed on a worker thread (`files`); the
 * writes happen here, in one transaction. A dry run only reports; a real import with questions
 * Kyu cannot take is refused unless `skip_rejected`, so nothing is half-imported by surprise.
 */
export async function importFile(
  db: Db,
  files: QuestionFiles,
  scope: AdminScope,
  fields: QuestionImportFields,
  bytes: Buffer,
): Promise<QuestionImportReport> {
  await reachableCourse(db, scope, fields.course_id);
  const { drafts, rejections } = await files.read(fields.format, bytes);
  const listed = rejections.slice(0, MAX_REJECTIONS_LISTED);
  const report = {
    dry_run: Boolean(fields.dry_run),
    accepted: drafts.map((d) => ({
      line: d.line,
      question_type_id: d.questionTypeId,
      topic: snippet(d.topic),
      text: snippet(d.text),
    })),
    rejected: listed,
    rejected_count: rejections.length,
    question_ids: [] as number[],
  };
  if (fields.dry_run) return report;
  if (rejections.length && !fields.skip_rejected) {
    const more =
      rejections.length > listed.length ? ` (the first ${listed.length} are listed)` : '';
    throw refused(
      `${grouped(rejections.length)} of the file's questions cannot be imported${more}; fix them, or send skip_rejected=true to import the others.`,
      'import-rejected',
      Object.fromEntries(listed.map((r) => [`line ${r.line}`, [r.reason]])),
    );
  }
  if (!drafts.length) throw refused('The file holds no question Kyu can take.', 'import-empty');
  const { ids } = await db.transaction((tx) =>
    importQuestions(tx, fields.course_id, {
      passages: {},
      questions: drafts.map((d) => ({
        values: valuesOf(d, scope.userId),
        topic: d.topic,
        passage: null,
        parts: [],
      })),
    }),
  );
  return { ...report, question_ids: ids };
}

const WRITERS = {
  gift: { type: 'text/plain; charset=utf-8', extension: 'gift.txt' },
  'moodle-xml': { type: 'application/xml; charset=utf-8', extension: 'xml' },
} as const;

/**
 * A course's questions (or one topic's) as a Moodle file: its name, media type and text. The
 * text is written on a worker thread: a course's bank has no bound, and 10,000 questions make
 * 30 MB of text.
 */
export async function exportFile(
  db: Db,
  files: QuestionFiles,
  scope: AdminScope,
  query: QuestionExportQuery,
) {
  await reachableCourse(db, scope, query.course_id);
  const topic = query.course_tagging_id;
  if (topic !== undefined && !(await q.topicInCourse(db, query.course_id, topic))) {
    throw notFound('The course has no such topic.');
  }
  const rows = await q.questionsToExport(db, query.course_id, topic);
  const writer = WRITERS[query.format];
  const questions = rows.map((row) => ({ ...row, topic: row.topic ?? 'Untagged' }));
  return {
    filename: `course-${query.course_id}-questions.${writer.extension}`,
    type: writer.type,
    body: await files.write(query.format, questions),
  };
}
