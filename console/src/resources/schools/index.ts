import { SchoolIcon } from '../../layout/icons';
import { SchoolCreate } from './school-create';
import { SchoolEdit } from './school-edit';
import { SchoolList } from './school-list';

/** `schools` → `/api/v1/admin/schools`: white-label records with their images. */
export const schools = {
  list: SchoolList,
  edit: SchoolEdit,
  create: SchoolCreate,
  icon: SchoolIcon,
  options: { label: 'Schools' },
  recordRepresentation: 'school_name',
};
