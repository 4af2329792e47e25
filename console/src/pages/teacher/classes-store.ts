import type { TeacherClassList } from '@kyu/core/contract';
import { apiStore } from '../../http/api-store';

/** The signed-in teacher's classes with their student counts (`GET /teachers/class`). */
export const $teacherClasses = apiStore<TeacherClassList>('/teachers/class');
