import { UserRole } from '@kyu/core';

/** One console app: the path prefix it owns and the roles that may use it (overview §2, §6). */
export interface Mount {
  key: 'admin' | 'teacher' | 'curriculum';
  basename: string;
  roles: readonly number[];
  /** Where the route guard sends this mount's roles; also the page the mount opens on. */
  landing: string;
}

export const MOUNTS: readonly Mount[] = [
  { key: 'admin', basename: '/admin', roles: [UserRole.admin], landing: '/admin' },
  {
    key: 'teacher',
    basename: '/teacher',
    roles: [UserRole.teacher],
    landing: '/teacher/reports',
  },
  {
    key: 'curriculum',
    basename: '/assessments',
    roles: [UserRole.curriculum, UserRole.curriculumGuest],
    landing: '/assessments',
  },
];

/** The mount that owns `pathname`, or null for a path outside the console. */
export const mountFor = (pathname: string): Mount | null =>
  MOUNTS.find((m) => pathname === m.basename || pathname.startsWith(`${m.basename}/`)) ?? null;

/** Whether a user of role `userRoleId` belongs in `mount`. */
export const admits = (mount: Mount, userRoleId: number): boolean =>
  mount.roles.includes(userRoleId);
