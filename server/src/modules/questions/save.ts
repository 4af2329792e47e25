import { randomBytes } from 'node:crypto';
import type { Question, QuestionDeleted, QuestionInput } from '@kyu/core/contract';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, databaseError } from '../../lib/db-errors';
import { badRequest, conflict } from '../../lib/problem';
import type { FileStore } from '../../providers/files';
import { assertCanWrite, type Viewer } from './access';
import { questionsChanged, type QuestionCache } from './cache';
import { assertKeyFitsType, parseQuestionInput } from './input';
import { loadRows } from './loader';
import { imageKey, staffQuestion } from './mapper';
import * as q from './save-queries';
import { questionNotFound, visibleCourse, visibleQuestion } from './service';
import type { QuestionForm, QuestionImageUpload } from './upload';

export type Deps = { db: Db; files: FileStore; questions: QuestionCache };

/** The topics and passage must be the course's own; kept images must be the question's. */
async function assertReferences(db: Db, input: QuestionInput, storedImages: string[]) {
  const errors: Record<string, string[]> = {};
  const wanted = [...new Set(input.course_tagging_ids)];
  const known = await q.courseTaggingIdsOf(db, input.course_id, wanted);
  if (known.length !== wanted.length) {
    errors['question.course_tagging_ids'] = ["must be topics of the question's course"];
  }
  if (input.passage_id && !(await q.passageInCourse(db, input.course_id, input.passage_id))) {
    errors['question.passage_id'] = ["must be a passage of the question's course"];
  }
  if ((input.question_images ?? []).some((name) => !storedImages.includes(name))) {
    errors['question.question_images'] = ['may keep only images the question already has'];
  }
  if (Object.keys(errors).length)
    throw badRequest('The question refers to unknown things.', errors);
  return wanted;
}

const keyValues = (p: {
  answer: QuestionInput['answer'];
  explanation: string;
  method_answer: string;
}) => ({
  answer: p.answer,
  explanation: p.explanation,
  methodAnswer: p.method_answer,
});

/**
 * `PUT /questions`: creates a question (no id) or replaces one, with its parts and topics, in
 * one transaction. New images are stored first and removed again if the write fails; images
 * the question no longer keeps are removed after it succeeds.
 */
export const saveQuestion = (deps: Deps, viewer: Viewer, form: QuestionForm) =>
  saveQuestionInput(deps, viewer, parseQuestionInput(form.question), form.images);

/** Saves a question already read as QuestionInput, with new images to attach. */
export async function saveQuestionInput(
  deps: Deps,
  viewer: Viewer,
  input: QuestionInput,
  images: QuestionImageUpload[],
): Promise<Question> {
  assertKeyFitsType(input);
  const course = await visibleCourse(deps.db, viewer, input.course_id);
  assertCanWrite(viewer, course.schoolId);
  const before =
    input.id === undefined ? undefined : await visibleQuestion(deps.db, viewer, input.id);
  if (before) assertCanWrite(viewer, before.schoolId);
  const taggingIds = await assertReferences(deps.db, input, before?.images ?? []);

  const added: string[] = [];
  for (const image of images) {
    const filename = `${randomBytes(12).toString('hex')}.${image.ext}`;
    await deps.files.put(imageKey(filename), image.bytes, image.mime);
    added.push(filename);
  }
  const kept = input.question_images ?? before?.images ?? [];
  const spoken = (x: { text: string; options: QuestionInput['options'] }) =>
    JSON.stringify([x.text, x.options]);
  const textChanged = before && spoken(before) !== spoken(input);
  const values: q.QuestionValues = {
    courseId: input.course_id,
    questionTypeId: input.question_type_id,
    text: input.text,
    options: input.options,
    marks: input.marks,
    unit: input.unit ?? null,
    difficultyLevelId: input.difficulty_level_id,
    passageId: input.passage_id ?? null,
    ...keyValues(input),
    images: [...kept, ...added],
    isEnabled: input.is_enabled ?? before?.isEnabled ?? true,
    isApproved: input.is_approved ?? before?.isApproved ?? true,
    needReview: input.need_review ?? before?.needReview ?? false,
    ...(before ? {} : { createdBy: viewer.userId }),
    // The read-aloud audio says the old text; it is made again when next asked for.
    ...(textChanged ? { audioFilename: null } : {}),
  };
  const parts: q.PartValues[] = (input.sub_questions ?? []).map((part) => ({
    courseId: input.course_id,
    questionTypeId: part.question_type_id,
    text: part.text,
    options: part.options,
    marks: part.marks,
    unit: part.unit ?? null,
    difficultyLevelId: input.difficulty_level_id,
    ...keyValues(part),
  }));
  let id: number;
  try {
    id = await deps.db.transaction((tx) =>
      q.writeQuestion(tx, input.id, values, parts, taggingIds),
    );
  } catch (error) {
    await Promise.all(added.map((name) => deps.files.removeKey(imageKey(name))));
    if (databaseError(error)?.code === FOREIGN_KEY_VIOLATION) {
      throw conflict('Students answered a part this change removes; retire the question instead.');
    }
    throw error;
  }
  await questionsChanged(deps.db, deps.questions, [id]);
  const dropped = (before?.images ?? []).filter((name) => !kept.includes(name));
  await Promise.all(dropped.map((name) => deps.files.removeKey(imageKey(name))));
  const [saved] = await loadRows(deps.db, [id]);
  if (!saved) throw questionNotFound();
  return staffQuestion(saved, deps.files.urlOf);
}

/**
 * `DELETE /questions/{id}`: a question that attempts answered is retired (kept for them,
 * offered to nobody); any other is deleted with its parts, topics and images. Quizzes that
 * still list a deleted id simply no longer find it.
 */
export async function deleteQuestion(
  deps: Deps,
  viewer: Viewer,
  id: number,
): Promise<QuestionDeleted> {
  const row = await visibleQuestion(deps.db, viewer, id);
  assertCanWrite(viewer, row.schoolId);
  if (await q.isAnswered(deps.db, id)) {
    await q.retireQuestion(deps.db, id);
    await questionsChanged(deps.db, deps.questions, [id]);
    return { deleted: false, retired: true };
  }
  const [loaded] = await loadRows(deps.db, [id]);
  try {
    await q.deleteQuestion(deps.db, id);
  } catch (error) {
    // An attempt answered it after the check above: it is kept for that attempt.
    if (databaseError(error)?.code !== FOREIGN_KEY_VIOLATION) throw error;
    await q.retireQuestion(deps.db, id);
    await questionsChanged(deps.db, deps.questions, [id]);
    return { deleted: false, retired: true };
  }
  await questionsChanged(deps.db, deps.questions, [id]);
  const images = [...(loaded?.row.images ?? []), ...(loaded?.parts.flatMap((p) => p.images) ?? [])];
  await Promise.all(images.map((name) => deps.files.removeKey(imageKey(name))));
  return { deleted: true, retired: false };
}
