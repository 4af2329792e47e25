import { PeopleIcon } from '../../layout/icons';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

/** `users` → `/api/v1/admin/users`: accounts, their role and school, and activation. */
export const users = {
  list: UserList,
  edit: UserEdit,
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: (user: { first_name: string; last_name: string }) =>
    `${user.first_name} ${user.last_name}`,
};
