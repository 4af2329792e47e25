import type { AdminSchool, AdminUser, SessionUser } from '@kyu/core/contract';
import { UserRole } from '@kyu/core';

/** A signed-in user; an admin unless told otherwise. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  access_token: 'token-1',
  username: 'ada',
  user_role_id: UserRole.admin,
  teacher_role_id: null,
  school_id: null,
  school_flags: { learning_path_disabled: false },
  flag: { has_agreed_policy: true },
  last_logged_in: '2026-01-02T09:00:00.000Z',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  profile_pic_url: null,
  ...over,
});

const noColours = {
  primary: null,
  secondary1: null,
  secondary2: null,
  secondary3: null,
  accent1: null,
  accent2: null,
  accent3: null,
  highlight1: null,
  highlight2: null,
  highlight3: null,
};

const noImages = {
  logo: null,
  favicon: null,
  mascot: null,
  bookcover: null,
  thumbnail: null,
  background: null,
  login: null,
  dashboard: null,
};

export const adminSchool = (over: Partial<AdminSchool> = {}): AdminSchool => ({
  id: 7,
  school_name: 'Hillside High',
  domain_name: 'hillside.example.org',
  page_title: null,
  colours: { ...noColours },
  images: { ...noImages },
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

export const adminUser = (over: Partial<AdminUser> = {}): AdminUser => ({
  id: 11,
  email: 'sam@example.org',
  username: 'sam',
  first_name: 'Sam',
  last_name: 'Rivera',
  user_role_id: UserRole.student,
  teacher_role_id: null,
  school_id: 7,
  is_active: true,
  last_logged_in: null,
  created_at: '2026-01-03T00:00:00.000Z',
  ...over,
});
