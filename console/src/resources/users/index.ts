import { PeopleIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';
import { fullName } from './full-name';

/** `users` → `/api/v1/admin/users`: accounts, their role and school, and activation. */
export const users = {
  list: lazyView(
    () => import('./user-list'),
    (m) => m.UserList,
  ),
  edit: lazyView(
    () => import('./user-edit'),
    (m) => m.UserEdit,
  ),
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: fullName,
};
