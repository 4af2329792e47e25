import type { UserCourse } from '../contract';

/**
 * The course to show: the one chosen while it is still among `courses`, else the first active
 * course (overview §4), else none.
 */
export function selectedCourseId(
  courses: readonly UserCourse[],
  chosenId: number | null,
): number | null {
  if (chosenId !== null && courses.some((course) => course.id === chosenId)) return chosenId;
  return courses.find((course) => course.is_active)?.id ?? null;
}
