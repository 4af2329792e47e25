import { UserRole, type UserRoleId } from '../../core/src/constants';
import { buildPath, ROUTES, type RouteDef } from '../../core/src/routes';
import type { Role } from './roles';
import type { AdminIds, Seeded } from './seeded';

/**
 * Every page the gallery opens for a role. The portal's come from its route table itself
 * (core/src/routes/table.ts), so a new route is in the gallery the day it is added; the
 * console's are listed here from console/src/consoles.tsx and its resources, and the spec adds
 * any link of the role's menu this list lacks.
 */

const ROLE_IDS: Partial<Record<Role['key'], UserRoleId>> = {
  student: UserRole.student,
  parent: UserRole.parent,
  teacher: UserRole.teacher,
  'school-admin': UserRole.admin,
  'kyu-admin': UserRole.admin,
  curriculum: UserRole.curriculum,
};

/** A real path for a route: its `:params` filled from the seed, a query where the page needs one. */
function sample(route: RouteDef, ids: Seeded): string {
  const quiz = route.name.startsWith('mockExam') ? ids.mockExam : ids.practiceQuiz;
  const path = buildPath(route.path, {
    quizId: { sharedQuiz: ids.sharedQuiz, demoQuiz: ids.demoQuiz }[route.name] ?? quiz,
    mockExamId: ids.mockExam,
    aiBookId: ids.lesson,
    contentId: ids.reading,
    // A student may open the parent area for themself (overview §2): Mia is the child either way.
    childId: ids.child,
    code: 'DEMO-MATH-P5P5',
    // A link from an e-mail that is not (or no longer) valid: the page says so.
    token: 'screens-gallery',
  });
  return route.name === 'learningContent' ? `${path}?lesson=${ids.lesson}` : path;
}

const portal = ROUTES.filter((r) => r.app === 'portal' && !r.redirectTo);

/**
 * The portal's routes for a role. A visitor gets every public one, sign-in and sign-up screens
 * included. A signed-in user gets the routes their role may open; students and parents, whose
 * top bar differs from a visitor's, also get the public pages (not the sign-in screens, which
 * send them home). Staff live in the console: the public pages look to them as to a visitor.
 */
function portalRoutes(role: Role['key']): RouteDef[] {
  const id = ROLE_IDS[role];
  if (id === undefined) return portal.filter((r) => !r.auth);
  const own = portal.filter((r) => r.auth && (r.roles?.includes(id) ?? true));
  const portalUser = id === UserRole.student || id === UserRole.parent;
  const open = portal.filter((r) => !r.auth && !r.guestOnly && r.layout !== 'auth');
  return portalUser ? [...own, ...open] : own;
}

/** The admin console's pages: records opened by id only where the admin's list has one. */
function adminConsole(ids: AdminIds): string[] {
  const open = (path: string, id: number | null) => (id === null ? [] : [`${path}/${id}`]);
  return [
    '/admin',
    '/admin/rag-management',
    '/admin/schools',
    '/admin/schools/create',
    ...open('/admin/schools', ids.school),
    '/admin/users',
    ...open('/admin/users', ids.user),
    '/admin/courses',
    ...open('/admin/courses', ids.course),
    '/admin/subscriptions',
    '/admin/activation-codes/batches',
    '/admin/activation-codes/batches/create',
    '/admin/activation-codes',
    '/admin/course-activations',
    '/admin/question-management',
    ...open('/admin/question-management', ids.question),
    '/admin/question-import',
    '/admin/question-checker',
    '/admin/reported-questions',
    '/admin/prompts',
    '/admin/statistics',
    '/admin/statistics/feedback',
    '/admin/lessons',
    '/admin/lessons/manage',
    ...open('/admin/student-detailed-report', ids.user),
    ...open('/admin/extracted-document', ids.document),
    '/admin/logsheet',
  ];
}

const teacherConsole = (ids: Seeded) => [
  '/teacher/reports',
  `/teacher/students/${ids.child}/class/${ids.teacherClass}/reports`,
  '/teacher/students',
  '/teacher/creator',
  '/teacher/worksheet-library',
  '/teacher/assignments',
  '/teacher/lessons',
  '/teacher/lessons/manage',
  '/teacher/manage/classes',
  '/teacher/manage/schools',
  '/teacher/manage/students',
  '/teacher/manage/teachers',
  '/teacher/manage/parents',
  '/teacher/manage/activation-codes',
];

/** Every path the gallery opens for a role, portal first, then the role's console. */
export function pathsFor(role: Role['key'], ids: Seeded): string[] {
  const paths = portalRoutes(role).map((r) => sample(r, ids));
  const consolePaths = {
    teacher: teacherConsole(ids),
    'kyu-admin': adminConsole(ids.admin),
    'school-admin': adminConsole(ids.schoolAdmin),
    curriculum: ['/assessments'],
  }[role as string];
  return [...new Set([...paths, ...(consolePaths ?? [])])];
}
