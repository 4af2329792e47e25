import { describe, expect, it } from 'vitest';
import { UserRole } from '../constants';
import { buildPath, matchRoute, MUSIC_ROUTES, ROUTES } from '.';

// Every route of overview §2, with {product} = academy and sample parameters.
const SPEC_PATHS = [
  '/',
  '/welcome',
  '/CoachKyu',
  '/Best_AI_Coach',
  '/support',
  '/terms-condition',
  '/privacy-policy',
  '/redeem',
  '/redeem/ABC',
  '/sharing/quiz/1',
  '/chat',
  '/chat/quiz/1',
  '/demo/guided-demo',
  '/demo/quiz/1',
  '/leaderboard',
  '/academy/dashboard',
  '/academy/checkout/success',
  '/academy/checkout/cancelled',
  '/academy/product-redemption',
  '/academy/child/3/manage',
  '/academy/mock-exam/report',
  '/academy/referral',
  '/academy/referral/faq',
  '/assessments',
  '/login',
  '/login/validation/t',
  '/magic-link/confirmation',
  '/magic-link/validation/t',
  '/academy/onboarding',
  '/academy/signup',
  '/academy/create-child-account',
  '/academy/checkout/login',
  '/academy/checkout/select-child',
  '/academy/forget-password',
  '/academy/reset-password',
  '/admin',
  '/admin/rag-management',
  '/admin/question-management',
  '/admin/question-checker',
  '/admin/school-list',
  '/admin/school/2',
  '/admin/subscription',
  '/admin/lessons',
  '/admin/lessons/manage',
  '/admin/extracted-document',
  '/admin/extracted-document/4',
  '/admin/statistics',
  '/admin/statistics/feedback',
  '/admin/student-detailed-report/5',
  '/admin/reported-questions',
  '/admin/logsheet',
  '/student/leaderboard',
  '/student/sticker-book',
  '/student/dashboard',
  '/student/library',
  '/student/quiz/1',
  '/student/profile',
  '/student/revisions',
  '/student/game',
  '/aibook/8',
  '/mock-exam/9',
  '/mock-exam/quiz/1',
  '/mock-exam/summary/1',
  '/teacher/assignments',
  '/teacher/reports',
  '/teacher/creator',
  '/teacher/worksheet-library',
  '/teacher/students',
  '/teacher/students/5/class/6/reports',
  '/teacher/lessons',
  '/teacher/lessons/manage',
  '/teacher/manage',
  '/teacher/manage/schools',
  '/teacher/manage/classes',
  '/teacher/manage/students',
  '/teacher/manage/teachers',
  '/teacher/manage/parents',
  '/teacher/manage/activation-codes',
  '/learning-content/7',
];

describe('matchRoute', () => {
  it('matches every route of the overview', () => {
    const missing = SPEC_PATHS.filter((path) => !matchRoute(path));
    expect(missing).toEqual([]);
  });

  it('gives every route a unique name and a title', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ROUTES.every((r) => r.title.trim() !== '')).toBe(true);
  });

  it('returns null for an unknown path', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
  });

  it('decodes route parameters', () => {
    expect(matchRoute('/redeem/AB%20C')?.params).toEqual({ code: 'AB C' });
    expect(matchRoute('/teacher/students/5/class/6/reports')?.params).toEqual({
      studentId: '5',
      classId: '6',
    });
  });

  it('prefers the pattern with more fixed segments', () => {
    expect(matchRoute('/mock-exam/quiz/3')?.route.name).toBe('mockExamQuiz');
    expect(matchRoute('/mock-exam/3')?.route.name).toBe('mockExam');
  });

  it('ignores a trailing slash and the case of fixed segments', () => {
    expect(matchRoute('/student/library/')?.route.name).toBe('studentLibrary');
    expect(matchRoute('/coachkyu')?.route.name).toBe('coach');
  });

  it('builds product routes from the PRODUCT constant', () => {
    expect(matchRoute('/academy/dashboard')?.route.roles).toEqual([
      UserRole.student,
      UserRole.parent,
    ]);
  });

  it('marks admin, teacher and assessments routes as console routes', () => {
    const consolePaths = ROUTES.filter((r) => r.app === 'console').map((r) => r.path);
    expect(consolePaths.every((p) => /^\/(?:admin|teacher|assessments)/.test(p))).toBe(true);
    expect(
      ROUTES.filter((r) => /^\/(?:admin|teacher|assessments)/.test(r.path)).every(
        (r) => r.app === 'console',
      ),
    ).toBe(true);
  });

  it('makes music audible on the seven student routes only', () => {
    const audible = ROUTES.filter((r) => r.music);
    expect(audible.map((r) => r.music).sort()).toEqual([...MUSIC_ROUTES].sort());
    expect(audible.every((r) => r.roles?.length === 1 && r.roles[0] === UserRole.student)).toBe(
      true,
    );
  });

  it('requires sign-in exactly where roles are set, plus onboarding', () => {
    const odd = ROUTES.filter((r) => r.auth !== (r.roles !== undefined) && r.name !== 'onboarding');
    expect(odd).toEqual([]);
  });

  it('limits the manage section to teacher-admins', () => {
    const manage = ROUTES.filter((r) => r.path.startsWith('/teacher/manage'));
    expect(manage.every((r) => r.teacherAdminOnly)).toBe(true);
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/redeem/:code', { code: 'A B' })).toBe('/redeem/A%20B');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/aibook/:aiBookId')).toThrow(/aiBookId/);
  });
});
