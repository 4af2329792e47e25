import { atom, computed } from 'nanostores';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import type {
  CompleteItemBody,
  ItemCompletion,
  LearningPath,
  Lesson,
  LessonSummaryList,
  StudentAssignmentList,
} from '../contract';
import { byDueDate, markCompleted, pathProgress } from './model';

/** The learning path of the course shown, with the student's progress; null until loaded. */
export const $learningPath = atom<LearningPath | null>(null);
/** The progress over the whole learning path; null until loaded. */
export const $pathProgress = computed($learningPath, (path) => path && pathProgress(path.lessons));
/** The lesson open on its own (an AI book, a content item's lesson); null until loaded. */
export const $lesson = atom<Lesson | null>(null);
/** The student's worksheet and lesson assignments, open and soonest due first; null until loaded. */
export const $assignments = atom<StudentAssignmentList | null>(null);
/** The assignments in the order the dashboard lists them; null until loaded. */
export const $assignmentsByDue = computed($assignments, (list) => list && byDueDate(list));
/** The lessons the student may open, course by course; null until loaded. */
export const $lessonList = atom<LessonSummaryList | null>(null);
/** Why the last learning call failed, or null. */
export const $learningError = atom<string | null>(null);

// Bumped on sign-out so an answer that lands afterwards does not refill the stores.
let epoch = 0;

const begin = () => {
  clearAtSignOut('learning', resetLearning);
  return epoch;
};

/** Empties the learning stores (sign-out). */
export function resetLearning(): void {
  epoch++;
  $learningPath.set(null);
  $lesson.set(null);
  $assignments.set(null);
  $lessonList.set(null);
  $learningError.set(null);
}

async function load<T>(fetch: () => Promise<T>, store: { set(value: T): void }) {
  const run = begin();
  try {
    const value = await fetch();
    if (run !== epoch) return;
    store.set(value);
    $learningError.set(null);
  } catch (error) {
    if (run === epoch) $learningError.set(problemMessage(error));
  }
}

/** Loads a course's learning path (`GET /lessons/learning-path`). */
export const loadLearningPath = (courseId: number) =>
  load(
    () => api.get<LearningPath>('/lessons/learning-path', { query: { course_id: courseId } }),
    $learningPath,
  );

/** Loads one lesson with its sections, in an assignment or on the student's own path. */
export const loadLesson = (id: number, assignmentId?: number) =>
  load(
    () =>
      api.get<Lesson>(`/lessons/${id}`, {
        query: assignmentId === undefined ? {} : { assignment_id: assignmentId },
      }),
    $lesson,
  );

/** Loads the lessons the student may open (`GET /lessons`). */
export const loadLessons = () => load(() => api.get<LessonSummaryList>('/lessons'), $lessonList);

/** Loads the student's assignments with due dates (`GET /students/assignments`). */
export const loadAssignments = () =>
  load(() => api.get<StudentAssignmentList>('/students/assignments'), $assignments);

/**
 * Completes an item (`PATCH /lessons/{id}/assignments/{aid}/items/{itemId}/complete`; `aid` 0
 * for the student's own learning path). The stores show it completed only once the server has
 * said so, with its marks; a refusal leaves them as they were and says why. Answers success.
 */
export async function completeItem(
  lessonId: number,
  itemId: number,
  assignmentId: number | null,
  body: CompleteItemBody = {},
): Promise<boolean> {
  const run = begin();
  try {
    const done = await api.patch<ItemCompletion>(
      `/lessons/${lessonId}/assignments/${assignmentId ?? 0}/items/${itemId}/complete`,
      { is_learning_path: assignmentId === null, ...body },
    );
    if (run !== epoch) return false;
    const path = $learningPath.get();
    if (path) {
      $learningPath.set({
        ...path,
        lessons: path.lessons.map((l) => (l.id === lessonId ? markCompleted(l, done) : l)),
      });
    }
    const lesson = $lesson.get();
    if (lesson?.id === lessonId) $lesson.set(markCompleted(lesson, done));
    $learningError.set(null);
    return true;
  } catch (error) {
    if (run === epoch) $learningError.set(problemMessage(error));
    return false;
  }
}
