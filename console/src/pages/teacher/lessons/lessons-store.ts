import type { LessonSummaryList } from '@kyu/core/contract';
import { apiStore } from '../../../http/api-store';

/** The school's lessons and Kyu's catalogue (`GET /lessons`). */
export const $lessons = apiStore<LessonSummaryList>('/lessons');
/** The school's own lessons, which its teachers change (`GET /lessons/school`). */
export const $schoolLessons = apiStore<LessonSummaryList>('/lessons/school');
