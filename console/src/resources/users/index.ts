import { PeopleIcon } from '../../layout/icons';
import { lazyView } from '../lazy-view';

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
  recordRepresentation: (user: { first_name: string; last_name: string }) =>
    `${user.first_name} ${user.last_name}`,
};
