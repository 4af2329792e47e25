import { atom, computed } from 'nanostores';
import type { UserCourse, UserCourseList, UserCoursesQuery } from '../contract';
import { api } from '../api/client';
import { problemMessage } from '../api/model';
import { clearAtSignOut } from '../account/sign-out';
import { localArea, readJson, removeEverywhere, writeJson } from '../storage/areas';
import { StorageKey } from '../storage/keys';
import { selectedCourseId } from './model';

/** The learner's courses (`GET /courses/user`); null until loaded. */
export const $userCourses = atom<readonly UserCourse[] | null>(null);

/** Why the courses could not be loaded, or null. */
export const $coursesError = atom<string | null>(null);

const chosen = (): number | null => {
  const id = readJson<unknown>(localArea(), StorageKey.selectedCourse);
  return Number.isInteger(id) && (id as number) > 0 ? (id as number) : null;
};

/** The id of the course chosen, kept in local storage (`kyu:selected-course`); null when none. */
export const $selectedCourseId = atom<number | null>(chosen());

/** The chosen course among the loaded ones, or null. */
export const $selectedCourse = computed(
  [$userCourses, $selectedCourseId],
  (courses, id) => courses?.find((course) => course.id === id) ?? null,
);

let epoch = 0;

function forget(): void {
  epoch++;
  $userCourses.set(null);
  $coursesError.set(null);
  $selectedCourseId.set(null);
}

/** Chooses the course to show, and keeps the choice over reloads. */
export function chooseCourse(id: number | null): void {
  clearAtSignOut('courses', forget);
  if (id === null) removeEverywhere([StorageKey.selectedCourse]);
  else writeJson(localArea(), StorageKey.selectedCourse, id);
  $selectedCourseId.set(id);
}

/**
 * Loads a learner's courses; when none is chosen, or the chosen one is not among them, the
 * first active course becomes the selected course (overview §4).
 */
export async function loadUserCourses(query: UserCoursesQuery = {}): Promise<void> {
  clearAtSignOut('courses', forget);
  const run = ++epoch;
  try {
    const { courses } = await api.get<UserCourseList>('/courses/user', { query });
    if (run !== epoch) return;
    $userCourses.set(courses);
    $coursesError.set(null);
    const id = selectedCourseId(courses, chosen());
    if (id !== chosen()) chooseCourse(id);
    else $selectedCourseId.set(id);
  } catch (error) {
    if (run === epoch) $coursesError.set(problemMessage(error));
  }
}
