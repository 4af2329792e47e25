import { TeacherRole, UserRole } from '@kyu/core/contract';

/** The demo school; `hillside.localhost` works in Chromium for trying its branding locally. */
export const DEMO_SCHOOL = {
  schoolName: 'Hillside Academy',
  domainName: 'hillside.localhost',
  pageTitle: 'Hillside Academy',
  colours: {
    primary: '#1F6F5C',
    // Legible as text on white (5.2:1): the widgets write links and secondary buttons in it.
    secondary1: '#277A65',
    secondary2: '#A7D7C5',
    secondary3: '#E8F5EF',
    accent1: '#F2A541',
    accent2: '#F7C873',
    accent3: '#FFF1D6',
    highlight1: '#D1495B',
    highlight2: '#EDAE49',
    highlight3: '#00798C',
  },
};

export const LEVELS = ['Primary 4', 'Primary 5', 'Primary 6', 'Secondary 1'];
export const SUBJECTS = ['Mathematics', 'Science', 'English'];

/** Kyu's catalogue courses (open to every school): each subject at each primary level, and S1 Maths. */
export const COURSES: { level: string; subject: string }[] = [
  ...['Primary 4', 'Primary 5', 'Primary 6'].flatMap((level) =>
    SUBJECTS.map((subject) => ({ level, subject })),
  ),
  { level: 'Secondary 1', subject: 'Mathematics' },
];

/**
 * What each catalogue course costs on a fresh install, so the embedded checkout has something to
 * sell: by the month, or a year for ten months' price. Singapore dollars, as the levels are.
 */
export const CATALOGUE_PRICES = [
  { interval: 'month' as const, amountCents: 2_900, currency: 'sgd' },
  { interval: 'year' as const, amountCents: 29_000, currency: 'sgd' },
];

export const CLASSES = [
  { name: 'P5 Mathematics', level: 'Primary 5', subject: 'Mathematics' },
  { name: 'P5 Science', level: 'Primary 5', subject: 'Science' },
];

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  userRoleId: number;
  teacherRoleId?: number;
  /** Belongs to the demo school; staff of Kyu itself belong to none. */
  inSchool: boolean;
  level?: string;
  classes?: string[];
  /**
   * The league tier a demo student starts in. The two pupils start in Silver, so one week's
   * race between them moves the leader up to Gold and the other down to Bronze.
   */
  leagueTier?: number;
  label: string;
}

export const ACCOUNTS: DemoAccount[] = [
  {
    email: 'student@example.com',
    firstName: 'Mia',
    lastName: 'Tan',
    userRoleId: UserRole.student,
    inSchool: true,
    level: 'Primary 5',
    classes: ['P5 Mathematics', 'P5 Science'],
    leagueTier: 2,
    label: 'student, P5, in both classes',
  },
  {
    email: 'student2@example.com',
    firstName: 'Ethan',
    lastName: 'Lim',
    userRoleId: UserRole.student,
    inSchool: true,
    level: 'Primary 5',
    classes: ['P5 Mathematics', 'P5 Science'],
    leagueTier: 2,
    label: 'student, P5, in both classes',
  },
  {
    email: 'parent@example.com',
    firstName: 'Grace',
    lastName: 'Tan',
    userRoleId: UserRole.parent,
    inSchool: true,
    label: 'parent of student@example.com',
  },
  {
    email: 'teacher@example.com',
    firstName: 'Daniel',
    lastName: 'Wong',
    userRoleId: UserRole.teacher,
    teacherRoleId: TeacherRole.admin,
    inSchool: true,
    classes: ['P5 Mathematics', 'P5 Science'],
    label: 'teacher-admin (owner) of Hillside Academy',
  },
  {
    email: 'teacher2@example.com',
    firstName: 'Priya',
    lastName: 'Nair',
    userRoleId: UserRole.teacher,
    teacherRoleId: TeacherRole.teacher,
    inSchool: true,
    classes: ['P5 Mathematics'],
    label: 'teacher of P5 Mathematics',
  },
  {
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    userRoleId: UserRole.admin,
    inSchool: false,
    label: 'Kyu super admin (every school)',
  },
  {
    email: 'schooladmin@example.com',
    firstName: 'Hannah',
    lastName: 'Lee',
    userRoleId: UserRole.admin,
    inSchool: true,
    label: 'school admin (Hillside Academy only)',
  },
  {
    email: 'curriculum@example.com',
    firstName: 'Chris',
    lastName: 'Ong',
    userRoleId: UserRole.curriculum,
    inSchool: false,
    label: 'curriculum staff',
  },
  {
    email: 'guest@example.com',
    firstName: 'Jamie',
    lastName: 'Koh',
    userRoleId: UserRole.curriculumGuest,
    inSchool: false,
    label: 'curriculum guest',
  },
];

/** Parent → child links, by e-mail. */
export const FAMILIES = [{ parent: 'parent@example.com', child: 'student@example.com' }];
