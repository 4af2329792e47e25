import { PRODUCT, UserRole } from '../constants';
import type { RouteDef } from './model';

const { student, teacher, admin, curriculum, curriculumGuest, parent } = UserRole;
const STUDENT = [student] as const;
const TEACHER = [teacher] as const;
const ADMIN = [admin] as const;
// The parent area is open to students too (overview §2): a student may buy or redeem for themself.
const PARENT_AREA = [student, parent] as const;
// The parent area's pages about children and referrals make calls only a parent may (calls.md:
// GET /users/children, /users/referral), so a student is not sent to a page the server refuses.
const PARENTS_ONLY = [parent] as const;
// Curriculum guests see generated assessments read-only; the spec leaves their rights open and
// /assessments is the only page either curriculum role has.
const CURRICULUM = [curriculum, curriculumGuest] as const;
const LEARNING = [student, teacher] as const;

const p = `/${PRODUCT}`;

const pub = (
  name: string,
  path: string,
  title: string,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  name,
  path,
  title,
  auth: false,
  app: 'portal',
  layout: 'landing',
  ...extra,
});

const authScreen = (name: string, path: string, title: string, extra: Partial<RouteDef> = {}) =>
  pub(name, path, title, { layout: 'auth', hideNav: true, ...extra });

const member = (
  name: string,
  path: string,
  title: string,
  roles: RouteDef['roles'],
  layout: RouteDef['layout'],
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, path, title, roles, auth: true, app: 'portal', layout, ...extra });

const consoleRoute = (
  name: string,
  path: string,
  title: string,
  roles: RouteDef['roles'],
  extra: Partial<RouteDef> = {},
) =>
  member(
    name,
    path,
    title,
    roles,
    roles === ADMIN ? 'admin' : roles === TEACHER ? 'teacher' : 'curriculum',
    {
      app: 'console',
      ...extra,
    },
  );

/** Every route of overview §2, in the order the spec lists them. */
export const ROUTES: readonly RouteDef[] = [
  // Public, landing layout
  pub('root', '/', 'Home'),
  pub('welcome', '/welcome', 'Welcome'),
  pub('coach', '/CoachKyu', 'Ask Coach Kyu'),
  pub('guestCourses', '/Best_AI_Coach', 'Browse courses'),
  pub('support', '/support', 'Support'),
  pub('terms', '/terms-condition', 'Terms and conditions'),
  pub('privacy', '/privacy-policy', 'Privacy policy'),
  pub('redeem', '/redeem', 'Redeem a code'),
  pub('redeemCode', '/redeem/:code', 'Redeem a code'),
  pub('sharedQuiz', '/sharing/quiz/:quizId', 'Shared quiz', { hideNav: true }),
  // Chat layout
  pub('chat', '/chat', 'Chat', { layout: 'chat', hideNav: true }),
  pub('chatQuiz', '/chat/quiz/:quizId', 'Quiz', { layout: 'chat', hideNav: true }),
  // Demo, no login
  pub('guidedDemo', '/demo/guided-demo', 'Guided demo', { layout: 'demo', hideNav: true }),
  pub('demoQuiz', '/demo/quiz/:quizId', 'Demo quiz', { layout: 'demo', hideNav: true }),
  pub('demoLeaderboard', '/leaderboard', 'Leaderboard', { layout: 'demo', hideNav: true }),
  // Parent area
  member('parentDashboard', `${p}/dashboard`, 'Dashboard', PARENT_AREA, 'product'),
  // Not "Payment complete": the page shows that only once the server has confirmed the payment.
  member('checkoutSuccess', `${p}/checkout/success`, 'Your payment', PARENT_AREA, 'product'),
  member(
    'checkoutCancelled',
    `${p}/checkout/cancelled`,
    'Payment cancelled',
    PARENT_AREA,
    'product',
  ),
  member('productRedemption', `${p}/product-redemption`, 'Choose a child', PARENT_AREA, 'product'),
  member('childManage', `${p}/child/:childId/manage`, 'Manage child', PARENTS_ONLY, 'product'),
  member('mockExamReport', `${p}/mock-exam/report`, 'Mock exam report', PARENT_AREA, 'product'),
  member('referral', `${p}/referral`, 'Refer a friend', PARENTS_ONLY, 'product'),
  member('referralFaq', `${p}/referral/faq`, 'Referral questions', PARENTS_ONLY, 'product'),
  // Curriculum
  consoleRoute('assessments', '/assessments', 'Assessments', CURRICULUM),
  // Auth screens
  authScreen('login', '/login', 'Sign in', { guestOnly: true }),
  authScreen('loginValidation', '/login/validation/:token', 'Signing you in'),
  authScreen('magicLinkConfirmation', '/magic-link/confirmation', 'Check your inbox'),
  authScreen('magicLinkValidation', '/magic-link/validation/:token', 'Signing you in'),
  member('onboarding', `${p}/onboarding`, 'About you', undefined, 'auth', { hideNav: true }),
  // Account screens under the product
  authScreen('signup', `${p}/signup`, 'Create an account', { guestOnly: true }),
  // The brief's plain /signup: the same screen for the ai_create portal.
  authScreen('signupPlain', '/signup', 'Create an account', { guestOnly: true }),
  member('createChildAccount', `${p}/create-child-account`, 'Add a child', [parent], 'product'),
  authScreen('checkoutLogin', `${p}/checkout/login`, 'Sign in to pay'),
  authScreen('checkoutSelectChild', `${p}/checkout/select-child`, 'Choose a child'),
  authScreen('forgetPassword', `${p}/forget-password`, 'Forgot password'),
  authScreen('resetPassword', `${p}/reset-password`, 'Choose a new password'),
  // Admin console
  consoleRoute('adminHome', '/admin', 'Admin', ADMIN),
  consoleRoute('ragManagement', '/admin/rag-management', 'Documents', ADMIN),
  consoleRoute('questionManagement', '/admin/question-management', 'Questions', ADMIN),
  consoleRoute('questionChecker', '/admin/question-checker', 'Question checker', ADMIN),
  consoleRoute('schoolList', '/admin/school-list', 'Schools', ADMIN),
  consoleRoute('school', '/admin/school/:schoolId', 'School', ADMIN),
  consoleRoute('subscription', '/admin/subscription', 'Subscriptions', ADMIN),
  consoleRoute('adminLessons', '/admin/lessons', 'Lessons', ADMIN),
  consoleRoute('adminLessonsManage', '/admin/lessons/manage', 'Manage lessons', ADMIN),
  consoleRoute('extractedDocuments', '/admin/extracted-document', 'Extracted documents', ADMIN),
  consoleRoute(
    'extractedDocument',
    '/admin/extracted-document/:documentId',
    'Extracted document',
    ADMIN,
  ),
  consoleRoute('statistics', '/admin/statistics', 'Statistics', ADMIN),
  consoleRoute('feedbackStatistics', '/admin/statistics/feedback', 'Feedback statistics', ADMIN),
  consoleRoute(
    'studentDetailedReport',
    '/admin/student-detailed-report/:studentId',
    'Student report',
    ADMIN,
  ),
  consoleRoute('reportedQuestions', '/admin/reported-questions', 'Reported questions', ADMIN),
  consoleRoute('logsheet', '/admin/logsheet', 'Log sheet', ADMIN),
  // Student only
  member('studentLeaderboard', '/student/leaderboard', 'Leaderboard', STUDENT, 'student', {
    music: 'LeaderboardPage',
  }),
  member('stickerBook', '/student/sticker-book', 'Sticker book', STUDENT, 'student', {
    music: 'StickerBook',
  }),
  member('studentDashboard', '/student/dashboard', 'Learning path', STUDENT, 'student', {
    music: 'StudentDashboardPage',
  }),
  member('studentLibrary', '/student/library', 'Library', STUDENT, 'student', {
    music: 'StudentLibraryPage',
  }),
  member('studentQuiz', '/student/quiz/:quizId', 'Quiz', STUDENT, 'student', { hideNav: true }),
  member('studentProfile', '/student/profile', 'Profile', STUDENT, 'student', {
    music: 'StudentProfilePage',
  }),
  member('studentRevisions', '/student/revisions', 'Revisions', STUDENT, 'student'),
  member('studentGame', '/student/game', 'Game', STUDENT, 'student', { hideNav: true }),
  member('aiBook', '/aibook/:aiBookId', 'AI book', STUDENT, 'student', { music: 'aiBookPage' }),
  member('mockExam', '/mock-exam/:mockExamId', 'Mock exam', STUDENT, 'student', {
    music: 'MockExamPage',
  }),
  member('mockExamQuiz', '/mock-exam/quiz/:quizId', 'Mock exam quiz', STUDENT, 'student', {
    hideNav: true,
  }),
  member('mockExamSummary', '/mock-exam/summary/:quizId', 'Mock exam summary', STUDENT, 'student'),
  // Teacher console
  consoleRoute('teacherAssignments', '/teacher/assignments', 'Assignments', TEACHER),
  consoleRoute('teacherReports', '/teacher/reports', 'Reports', TEACHER),
  consoleRoute('teacherCreator', '/teacher/creator', 'Worksheet creator', TEACHER),
  consoleRoute('worksheetLibrary', '/teacher/worksheet-library', 'Worksheet library', TEACHER),
  consoleRoute('teacherStudents', '/teacher/students', 'Students', TEACHER),
  consoleRoute(
    'teacherStudentReports',
    '/teacher/students/:studentId/class/:classId/reports',
    'Student reports',
    TEACHER,
  ),
  consoleRoute('teacherLessons', '/teacher/lessons', 'Lessons', TEACHER),
  consoleRoute('teacherLessonsManage', '/teacher/lessons/manage', 'Manage lessons', TEACHER),
  consoleRoute('teacherManage', '/teacher/manage', 'Manage', TEACHER, {
    teacherAdminOnly: true,
    redirectTo: '/teacher/manage/classes',
  }),
  ...(
    [
      ['manageSchools', 'schools', 'Manage schools'],
      ['manageClasses', 'classes', 'Manage classes'],
      ['manageStudents', 'students', 'Manage students'],
      ['manageTeachers', 'teachers', 'Manage teachers'],
      ['manageParents', 'parents', 'Manage parents'],
      ['manageActivationCodes', 'activation-codes', 'Activation codes'],
    ] as const
  ).map(([name, segment, title]) =>
    consoleRoute(name, `/teacher/manage/${segment}`, title, TEACHER, { teacherAdminOnly: true }),
  ),
  // Shared
  member('learningContent', '/learning-content/:contentId', 'Learning content', LEARNING, 'shared'),
];
