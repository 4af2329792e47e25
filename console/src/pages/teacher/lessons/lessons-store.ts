import type { ClassSummaryList, LessonSummaryList } from '@kyu/core/contract';
import { apiStore } from '../../../http/api-store';

/** The school's lessons and Kyu's catalogue (`GET /lessons`; every school's for Kyu's admins). */
export const $lessons = apiStore<LessonSummaryList>('/lessons');
/** The school's own lessons, which its staff change (`GET /lessons/school`; Kyu's for Kyu's admins). */
export const $schoolLessons = apiStore<LessonSummaryList>('/lessons/school');
/** The classes a school's admin gives lessons to: every class of the school (`GET /classes`). */
export const $schoolClasses = apiStore<ClassSummaryList>('/classes');
