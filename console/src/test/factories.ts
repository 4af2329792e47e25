import type { AdminSchool, AdminUser, SessionUser } from '@kyu/core/contract';
import { UserRole } from '@kyu/core';
import { makeUser, noColours, noImages } from '@kyu/core/testing';

/** A signed-in user; a super admin unless told otherwise. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser =>
  makeUser({
    id: 1,
    access_token: 'token-1',
    username: 'ada',
    user_role_id: UserRole.admin,
    school_id: null,
    last_logged_in: '2026-01-02T09:00:00.000Z',
    email: 'ada@example.org',
    ...over,
  });

export const adminSchool = (over: Partial<AdminSchool> = {}): AdminSchool => ({
  id: 7,
  school_name: 'Hillside High',
  domain_name: 'hillside.example.org',
  page_title: null,
  colours: noColours(),
  images: noImages(),
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
