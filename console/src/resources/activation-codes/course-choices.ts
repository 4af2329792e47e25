import type { CourseList } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';

/**
 * The courses an admin may put on codes or give by hand: `GET /courses` lists Kyu's catalogue and
 * the admin's school's (every school's for a super admin), which is what the server accepts.
 */
export const $courseChoices = apiStore<CourseList>('/courses');

/** A course as a choice: its name, subject and level, so two "Mathematics" are told apart. */
export const courseChoices = (list: CourseList) =>
  list.courses.map((c) => ({
    id: c.id,
    name: `${c.name} (${c.subject_name}, ${c.academic_level_name})`,
  }));
