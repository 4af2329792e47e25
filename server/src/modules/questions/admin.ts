import type {
  AdminQuestionDetail,
  AdminQuestionsPage,
  AdminQuestionsQuery,
  QuestionInput,
  QuestionStateAction,
  QuestionStateChanged,
  QuestionState,
} from '@kyu/core/contract';
import { UserRole } from '@kyu/core/contract';
import { isSuperAdmin, type AdminScope } from '../../lib/admin-scope';
import { forbidden, notFound } from '../../lib/problem';
import type { Viewer } from './access';
import * as q from './admin-queries';
import { questionsChanged } from './cache';
import { passagesByIds } from './content-queries';
import type { QuestionFilter } from './list-queries';
import { loadRows } from './loader';
import { staffQuestion } from './mapper';
import { saveQuestionInput, type Deps } from './save';

/**
 * Who manages a question: the school of its course. A school admin manages their school's
 * questions only; Kyu's catalogue (courses of no school) is students' everywhere, so only Kyu's
 * administrators (no school) manage it, with every school's questions besides.
 */
export const SCOPE_RULE =
  "A school admin manages the questions of their own school's courses; Kyu's catalogue " +
  "(courses of no school) and every school's questions are managed by Kyu's administrators. " +
  "Another school's or the catalogue's question is 403 to a school admin.";

const STATE_FILTERS: Record<QuestionState, QuestionFilter> = {
  approved: { needApprove: false },
  unapproved: { needApprove: true },
  needs_review: { needReview: true },
  enabled: { enabled: true },
  disabled: { enabled: false },
};

const STATE_VALUES: Record<QuestionStateAction, q.StateValues> = {
  approve: { isApproved: true, needReview: false },
  review: { isApproved: false, needReview: true },
  enable: { isEnabled: true },
  disable: { isEnabled: false },
};

const rowJson = (row: q.AdminQuestionRow) => ({
  id: row.id,
  text: row.text,
  question_type_id: row.questionTypeId,
  difficulty_level_id: row.difficultyLevelId,
  course_id: row.courseId,
  course_name: row.courseName,
  school_id: row.schoolId,
  is_enabled: row.isEnabled,
  is_approved: row.isApproved,
  need_review: row.needReview,
  has_passage: row.passageId !== null,
  image_count: row.imageCount,
  has_audio: row.audioFilename !== null,
});

const one = (id: number | undefined) => (id === undefined ? undefined : [id]);

/** A page of the questions the admin manages, filtered, newest first. */
export async function listManagedQuestions(
  deps: Deps,
  scope: AdminScope,
  query: AdminQuestionsQuery,
): Promise<AdminQuestionsPage> {
  const page = query.page ?? 1;
  const size = query.size ?? 25;
  const { rows, total } = await q.listAdminQuestions(
    deps.db,
    {
      schoolIds: isSuperAdmin(scope) ? undefined : [scope.schoolId ?? 0],
      courseId: query.course_id,
      subjectIds: one(query.subject_id),
      academicLevelIds: one(query.academic_level_id),
      courseTaggingIds: one(query.course_tagging_id),
      questionTypeIds: one(query.question_type_id),
      difficultyLevelIds: one(query.difficulty_level_id),
      ...(query.state ? STATE_FILTERS[query.state] : {}),
      text: query.q?.trim() || undefined,
    },
    { offset: (page - 1) * size, limit: size },
  );
  return { items: rows.map(rowJson), total_count: total, page, size };
}

/** 404 for an unknown id, 403 for one the admin does not manage; nothing is changed either way. */
async function assertManages(deps: Deps, scope: AdminScope, ids: number[]) {
  const found = await q.schoolsOfQuestions(deps.db, ids);
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw notFound(`No such question: ${missing.join(', ')}.`);
  if (isSuperAdmin(scope)) return;
  const others = found.filter((row) => row.schoolId !== scope.schoolId).map((row) => row.id);
  if (others.length) {
    throw forbidden(
      `A school administrator manages only their own school's questions (not ${others.join(', ')}).`,
    );
  }
}

/** The question management's one question: key, images, audio, passage and the course's topics. */
export async function managedQuestion(
  deps: Deps,
  scope: AdminScope,
  id: number,
): Promise<AdminQuestionDetail> {
  await assertManages(deps, scope, [id]);
  const [loaded] = await loadRows(deps.db, [id]);
  if (!loaded) throw notFound('No such question.');
  const course = await q.courseWithTopics(deps.db, loaded.row.courseId);
  if (!course) throw notFound('No such course.');
  const [passage] = await passagesByIds(
    deps.db,
    loaded.row.passageId ? [loaded.row.passageId] : [],
  );
  return {
    question: staffQuestion(loaded, deps.files.urlOf),
    passage: passage ? { id: passage.id, title: passage.title, text: passage.text } : null,
    course: { id: course.id, name: course.name, school_id: course.schoolId },
    topics: course.topics.map((t) => ({ id: t.id, topic_name: t.topicName })),
  };
}

// An admin edits as the question bank's writer rules see them (access.ts).
const viewerOf = (scope: AdminScope): Viewer => ({
  userId: scope.userId,
  roleId: UserRole.admin,
  schoolId: scope.schoolId,
  staff: true,
  everySchool: isSuperAdmin(scope),
  publishedOnly: false,
});

/**
 * Replaces a question with the question bank's own checks (save.ts): a key that does not fit
 * its type, or a topic or passage of another course, is a 400 and changes nothing. The images
 * named in `question_images` are kept; new ones are added through `PUT /questions`.
 */
export async function editManagedQuestion(
  deps: Deps,
  scope: AdminScope,
  id: number,
  input: QuestionInput,
) {
  await assertManages(deps, scope, [id]);
  await saveQuestionInput(deps, viewerOf(scope), { ...input, id }, []);
  return managedQuestion(deps, scope, id);
}

/** Approves, flags for review, enables or disables questions: all of them, in one statement, or none. */
export async function setManagedState(
  deps: Deps,
  scope: AdminScope,
  ids: number[],
  action: QuestionStateAction,
): Promise<QuestionStateChanged> {
  await assertManages(deps, scope, ids);
  const changed = await q.setQuestionState(deps.db, ids, STATE_VALUES[action]);
  await questionsChanged(deps.db, deps.questions, changed);
  return { changed: changed.length };
}
