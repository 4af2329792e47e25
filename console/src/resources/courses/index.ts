import { CoursesIcon } from '../../layout/icons';
import { CourseEdit } from './course-edit';
import { CourseList } from './course-list';

/** `courses` → `/api/v1/admin/courses`: courses with their prices, priced and linked here. */
export const courses = {
  list: CourseList,
  edit: CourseEdit,
  icon: CoursesIcon,
  options: { label: 'Courses' },
  recordRepresentation: 'name',
};
