import { CoursesIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';

/** `courses` → `/api/v1/admin/courses`: courses with their prices, priced and linked here. */
export const courses = {
  list: lazyView(
    () => import('./course-list'),
    (m) => m.CourseList,
  ),
  edit: lazyView(
    () => import('./course-edit'),
    (m) => m.CourseEdit,
  ),
  icon: CoursesIcon,
  options: { label: 'Courses' },
  recordRepresentation: 'name',
};
