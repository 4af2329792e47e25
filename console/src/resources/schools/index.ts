import { SchoolIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';

/** `schools` → `/api/v1/admin/schools`: white-label records with their images. */
export const schools = {
  list: lazyView(
    () => import('./school-list'),
    (m) => m.SchoolList,
  ),
  edit: lazyView(
    () => import('./school-edit'),
    (m) => m.SchoolEdit,
  ),
  create: lazyView(
    () => import('./school-create'),
    (m) => m.SchoolCreate,
  ),
  icon: SchoolIcon,
  options: { label: 'Schools' },
  recordRepresentation: 'school_name',
};
