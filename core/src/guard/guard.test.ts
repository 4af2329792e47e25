import { describe, expect, it } from 'vitest';
import { TeacherRole, UserRole, type UserRoleId } from '../constants';
import type { SessionUser } from '../contract';
import { ROUTES } from '../routes';
import { makeSessionUser, userWithRole } from '@kyu/test-support/data';
import type { BrandId } from '../branding';
import { loginPath } from '../routes';
import { MANAGE_LANDING } from '../teaching';
import { afterSignInPath, guard, roleHome } from '.';

const at = (
  path: string,
  user: SessionUser | null = null,
  { brand = 'default' as BrandId, hostname = 'localhost' } = {},
) => {
  const url = new URL(path, 'http://x');
  return guard({ pathname: url.pathname, search: url.search, user, brand, hostname });
};

const student = () => userWithRole(UserRole.student);
const teacher = (teacherRole: number) =>
  userWithRole(UserRole.teacher, { teacher_role_id: teacherRole });

describe('route guard (overview §4)', () => {
  it('sends an anonymous visitor to /login keeping code', () => {
    expect(at('/student/library?code=ABC123&x=1')).toEqual({
      kind: 'redirect',
      to: '/login?code=ABC123',
    });
  });

  it('sends an anonymous visitor to plain /login when there is no code', () => {
    expect(at('/academy/dashboard')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone open a public route', () => {
    expect(at('/welcome')).toMatchObject({ kind: 'allow', route: { name: 'welcome' } });
  });

  it('sends a student from a refused route to /student/dashboard', () => {
    expect(at('/teacher/reports', student())).toEqual({
      kind: 'redirect',
      to: '/student/dashboard',
    });
  });

  it("keeps a student out of the parent area's pages about children and referrals", () => {
    // The server refuses a student those pages' calls (GET /users/children, /users/referral).
    for (const path of ['/academy/child/1/manage', '/academy/referral', '/academy/referral/faq'])
      expect(at(path, student())).toEqual({ kind: 'redirect', to: '/student/dashboard' });
    expect(at('/academy/referral', userWithRole(UserRole.parent))).toMatchObject({ kind: 'allow' });
    expect(at('/academy/dashboard', student())).toMatchObject({ kind: 'allow' });
  });

  it('sends a teacher from a refused route to /teacher/reports', () => {
    expect(at('/student/library', teacher(TeacherRole.teacher))).toEqual({
      kind: 'redirect',
      to: '/teacher/reports',
    });
  });

  it('sends an admin from a refused route to /admin/rag-management', () => {
    expect(at('/student/library', userWithRole(UserRole.admin))).toEqual({
      kind: 'redirect',
      to: '/admin/rag-management',
    });
  });

  it("sends anyone else from a refused route to '/', which finds their home", () => {
    expect(at('/student/library', userWithRole(UserRole.parent))).toEqual({
      kind: 'redirect',
      to: '/academy/dashboard',
    });
    expect(at('/student/library', userWithRole(UserRole.curriculum))).toEqual({
      kind: 'redirect',
      to: '/assessments',
    });
  });

  it('refuses a teacher-admin-only route to a teacher who is not teacher-admin', () => {
    expect(at('/teacher/manage/schools', teacher(TeacherRole.departmentHead))).toEqual({
      kind: 'redirect',
      to: '/teacher/reports',
    });
  });

  it('opens a teacher-admin-only route to a teacher-admin', () => {
    expect(at('/teacher/manage/schools', teacher(TeacherRole.admin))).toMatchObject({
      kind: 'allow',
    });
  });

  it('the manage pages need teacher-role admin and default to classes', () => {
    expect(at('/teacher/manage', teacher(TeacherRole.admin))).toEqual({
      kind: 'redirect',
      to: MANAGE_LANDING,
    });
    for (const segment of ['schools', 'classes', 'students', 'teachers', 'parents']) {
      expect(at(`/teacher/manage/${segment}`, teacher(TeacherRole.teacher))).toEqual({
        kind: 'redirect',
        to: '/teacher/reports',
      });
    }
  });

  it('a student with learning_path_disabled goes to the library instead of the learning path', () => {
    const user = makeSessionUser({ school_flags: { learning_path_disabled: true } });
    expect(at('/student/dashboard', user)).toEqual({ kind: 'redirect', to: '/student/library' });
  });

  it('opens /teacher/manage on its classes page', () => {
    expect(at('/teacher/manage', teacher(TeacherRole.admin))).toEqual({
      kind: 'redirect',
      to: '/teacher/manage/classes',
    });
  });

  it('sends the root to /chat on the chatbot portal', () => {
    expect(at('/', null, { brand: 'chatbot', hostname: 'chat.kyu.example' })).toEqual({
      kind: 'redirect',
      to: '/chat',
    });
  });

  it('sends the root to /welcome for the main brand on a non-teach host', () => {
    expect(at('/', null, { hostname: 'kyu.example' })).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });

  it('sends the root to /login on a teach host', () => {
    expect(at('/', null, { hostname: 'teach.kyu.example' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends the root to /login for the other brands', () => {
    expect(at('/', null, { brand: 'academy', hostname: 'academy.localhost' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it("sends a signed-in user at '/' to their role's home", () => {
    expect(at('/', student())).toEqual({ kind: 'redirect', to: '/student/dashboard' });
    expect(at('/', userWithRole(UserRole.parent))).toEqual({
      kind: 'redirect',
      to: '/academy/dashboard',
    });
  });

  it("lands an admin signed in at '/' on the console's needs-attention home, not RAG management", () => {
    expect(at('/', userWithRole(UserRole.admin))).toEqual({ kind: 'redirect', to: '/admin' });
    expect(at('/admin', userWithRole(UserRole.admin))).toMatchObject({
      kind: 'allow',
      route: { name: 'adminHome' },
    });
  });

  it("sends a signed-in user at /login to their role's home", () => {
    expect(at('/login', teacher(TeacherRole.teacher))).toEqual({
      kind: 'redirect',
      to: '/teacher/reports',
    });
  });

  it('sends a user who signs in with a code to redeem it', () => {
    expect(at('/login?code=XYZ', userWithRole(UserRole.parent))).toEqual({
      kind: 'redirect',
      to: '/redeem/XYZ',
    });
  });

  it('shows the not-found page for an unknown path', () => {
    expect(at('/no/such/page', student())).toEqual({ kind: 'not-found' });
  });

  it('lets curriculum guests view assessments', () => {
    expect(at('/assessments', userWithRole(UserRole.curriculumGuest))).toMatchObject({
      kind: 'allow',
    });
  });

  it('settles every role on every route at a page it may see, without loops', () => {
    const users = ([1, 2, 3, 4, 5, 6] as UserRoleId[]).flatMap((role) =>
      [TeacherRole.admin, TeacherRole.teacher].map((t) =>
        userWithRole(role, {
          teacher_role_id: role === UserRole.teacher ? t : null,
          school_flags: { learning_path_disabled: t === TeacherRole.teacher },
        }),
      ),
    );
    for (const user of [null, ...users]) {
      for (const route of ROUTES) {
        const path = route.path.replace(/:[A-Z]+/gi, '1');
        const result = at(path, user);
        if (result.kind !== 'redirect') continue;
        const final = at(result.to, user);
        expect(final, `${path} as role ${user?.user_role_id ?? 'anonymous'}`).toMatchObject({
          kind: 'allow',
        });
      }
    }
  });
});

describe('landing paths', () => {
  it('names each role home', () => {
    expect(roleHome(userWithRole(UserRole.curriculumGuest))).toBe('/assessments');
    expect(roleHome(userWithRole(UserRole.admin))).toBe('/admin');
  });

  it('keeps only the code parameter on the way to /login', () => {
    expect(loginPath('?code=A%26B&next=x')).toBe('/login?code=A%26B');
  });

  it('sends a visitor who arrived with a code to redeem it after sign-in', () => {
    expect(afterSignInPath('?code=XYZ')).toBe('/redeem/XYZ');
    expect(afterSignInPath('')).toBe('/');
  });
});
