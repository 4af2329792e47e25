import type {
  CourseTaggingCount,
  CourseTaggingsQuery,
  FilteredQuery,
  Passage,
  Question,
  QuestionAnswers,
  QuestionListQuery,
  StudentQuestion,
} from '@kyu/core/contract';
import type { Db, Queryable } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/problem';
import type { UrlOf } from '../../providers/files';
import { canSee, courseScope, isPublished, type Viewer } from './access';
import { hasReported, passagesByIds } from './content-queries';
import { listIds, searchIds, topicCounts } from './list-queries';
import { loadRows } from './loader';
import { staffQuestion, studentQuestion, type LoadedQuestion } from './mapper';
export {
  changedQuestionIds,
  createQuestionCache,
  questionsChanged,
  type QuestionCache,
} from './cache';
export { importQuestions, type ImportedValues } from './import';
import { findCourse, findQuestion, pickLike } from './queries';
import { anyQuestion } from './save-queries';

export {
  imageKey,
  markableQuestion,
  maxMarksOf,
  staffQuestion,
  studentQuestion,
  type LoadedQuestion,
} from './mapper';

export const questionNotFound = () => notFound('No such question.');

/** A course the viewer may see, or 404 (another school's course is not acknowledged). */
export async function visibleCourse(db: Db, viewer: Viewer, courseId: number) {
  const course = await findCourse(db, courseId);
  if (!course || !canSee(viewer, course.schoolId)) throw notFound('No such course.');
  return course;
}

/** A top-level question the viewer may see. */
export async function visibleQuestion(db: Db, viewer: Viewer, id: number) {
  const row = await findQuestion(db, id);
  if (!row || row.parentQuestionId !== null || !canSee(viewer, row.schoolId)) {
    throw questionNotFound();
  }
  // A guest reads keys of what is published only. Students keep reaching the questions of
  // their old attempts (a retired question's audio, a report) through the calls they may make.
  if (viewer.staff && viewer.publishedOnly && !isPublished(row)) throw questionNotFound();
  return row;
}

/**
 * `GET /questions`. Students (and parents) may ask only for ids, get only enabled, approved,
 * unretired questions, and never a key. Staff get keys when they ask `ans=true`.
 */
export async function listQuestions(
  db: Db,
  urlOf: UrlOf,
  viewer: Viewer,
  query: QuestionListQuery,
): Promise<(Question | StudentQuestion)[]> {
  if (query.course_id === undefined && !query.ids?.length && !query.details) {
    throw badRequest('Say which questions: course_id, ids or details=true.', {
      course_id: ['is required without ids or details'],
    });
  }
  if (!viewer.staff && (query.course_id !== undefined || query.details || !query.ids?.length)) {
    throw forbidden('Students ask for questions by their ids.');
  }
  if (query.course_id !== undefined) await visibleCourse(db, viewer, query.course_id);
  const ids = await listIds(
    db,
    {
      courseScope: courseScope(viewer),
      courseId: query.course_id,
      ids: query.ids,
      includeRetired: !viewer.publishedOnly && Boolean(query.ids?.length),
      schoolIds: query.school_ids,
      subjectIds: query.subject_ids,
      academicLevelIds: query.academic_level_ids,
      courseTaggingIds: query.course_tagging_ids,
      difficultyLevelIds: query.difficulty_level_ids,
      offeredOnly: viewer.publishedOnly,
      needReview: query.need_review || undefined,
      needApprove: query.need_approve || undefined,
    },
    { limit: query.limit ?? 200, offset: query.offset ?? 0 },
  );
  // Asked by id, the answer keeps the order asked in.
  const loaded = await loadRows(
    db,
    query.ids?.length ? query.ids.filter((id) => ids.includes(id)) : ids,
  );
  return loaded.map((x) =>
    viewer.staff && query.ans ? staffQuestion(x, urlOf) : studentQuestion(x, urlOf),
  );
}

/** `GET /questions/course-taggings/{courseId}`; students count only what they would be offered. */
export async function courseTopics(
  db: Db,
  viewer: Viewer,
  courseId: number,
  query: CourseTaggingsQuery,
): Promise<CourseTaggingCount[]> {
  await visibleCourse(db, viewer, courseId);
  const rows = await topicCounts(db, courseId, {
    questionTypeIds: query.question_type_ids,
    offeredOnly: viewer.publishedOnly,
    enabled: query.enabled,
    haveImages: query.have_images,
    needReview: query.need_review,
    needApprove: query.need_approve,
  });
  return rows.map((r) => ({
    id: r.id,
    course_id: r.courseId,
    topic_name: r.topicName,
    question_count: r.questionCount,
  }));
}

/** `GET /questions/filtered`: with `search_text`, only matches, best first. */
export async function filteredQuestions(
  db: Db,
  urlOf: UrlOf,
  viewer: Viewer,
  query: FilteredQuery,
): Promise<Question[]> {
  await visibleCourse(db, viewer, query.course_id);
  const filter = {
    courseScope: courseScope(viewer),
    courseId: query.course_id,
    difficultyLevelIds: query.difficulty_level_ids,
    questionTypeIds: query.question_type_ids,
    offeredOnly: viewer.publishedOnly,
  };
  const limit = query.limit ?? 50;
  const text = query.search_text?.trim();
  const ids = text
    ? await searchIds(db, filter, text, limit)
    : await listIds(db, filter, { limit, offset: 0 });
  return (await loadRows(db, ids)).map((x) => staffQuestion(x, urlOf));
}

/** `GET /questions/{id}/answers`. */
export async function questionAnswers(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<QuestionAnswers> {
  await visibleQuestion(db, viewer, id);
  const [q] = await loadRows(db, [id]);
  if (!q) throw questionNotFound();
  const key = (row: typeof q.row) => ({
    answer: row.answer,
    explanation: row.explanation,
    method_answer: row.methodAnswer,
  });
  return {
    question_id: q.row.id,
    ...key(q.row),
    sub_questions: q.parts.map((p) => ({ question_id: p.id, ...key(p) })),
  };
}

/**
 * Questions by id for another module (the quiz), with their parts and topics, in the order of
 * `ids`; parts and missing ids are left out. Retired or disabled questions are included: an
 * attempt keeps the questions it was given.
 */
export const loadQuestions = (db: Queryable, ids: number[]) => loadRows(db, ids);

/** The passages the questions read from, each with those of the questions that use it. */
export async function passagesOf(db: Queryable, list: LoadedQuestion[]): Promise<Passage[]> {
  const ids = [...new Set(list.map((q) => q.row.passageId).filter((id) => id !== null))];
  const rows = await passagesByIds(db, ids);
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    text: p.text,
    question_ids: list.filter((q) => q.row.passageId === p.id).map((q) => q.row.id),
  }));
}

/** Whether the user has reported the question as wrong or unclear. */
export const reportedBy = (db: Queryable, userId: number, questionId: number) =>
  hasReported(db, userId, questionId);

/**
 * A question students are offered of the same course and kind as `questionId`, picked at
 * random among those not in `taken`.
 */
export async function questionLike(db: Queryable, questionId: number, taken: number[]) {
  const id = await pickLike(db, questionId, taken);
  if (id === undefined) return undefined;
  const [loaded] = await loadRows(db, [id]);
  return loaded;
}

/** Whether the bank holds any question yet (the seed fills an empty one). */
export const hasQuestions = (db: Queryable) => anyQuestion(db);
