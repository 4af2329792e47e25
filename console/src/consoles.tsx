import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Navigate, Resource, type DashboardComponent } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import type { Mount } from './mounts';
import { courses } from './resources/courses';
import { schools } from './resources/schools';
import { subscriptions } from './resources/subscriptions';
import { users } from './resources/users';
import { activationBatches, activationCodes } from './resources/activation-codes';

/** What one mount shows: its home page (when not a route of its own) and its pages. */
export interface Console {
  dashboard?: DashboardComponent;
  children: ReactNode;
}

const to = (path: string) => () => <Navigate to={path} replace />;

/**
 * A page loaded only when opened, so the console's entry chunk does not carry it (budget
 * 'console: entry'). `load` picks the page out of its module.
 */
const lazyPage = <M,>(module: () => Promise<M>, pick: (m: M) => ComponentType) => {
  const Page = lazy(() => module().then((m) => ({ default: pick(m) })));
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  );
};

// Lessons: a teacher's and a school admin's for their school, Kyu's admins' for Kyu's catalogue.
const lessonsPage = lazyPage(
  () => import('./pages/teacher/lessons/lessons-page'),
  (m) => m.LessonsPage,
);
const manageLessonsPage = lazyPage(
  () => import('./pages/teacher/lessons/manage-lessons-page'),
  (m) => m.ManageLessonsPage,
);

// Teaching (issue 13): the Manage group (teacher-admins) and the teacher's students, lazily.
const directoryPages = () => import('./pages/teacher/manage/directory-pages');
const TEACHER_PAGES: [string, ReactNode][] = [
  // The reports bring recharts, which only their pages download.
  [
    '/reports',
    lazyPage(
      () => import('./pages/teacher/teacher-reports-page'),
      (m) => m.default,
    ),
  ],
  [
    '/students/:studentId/class/:classId/reports',
    lazyPage(
      () => import('./pages/teacher/reports/student-report-page'),
      (m) => m.default,
    ),
  ],
  [
    '/students',
    lazyPage(
      () => import('./pages/teacher/my-students-page'),
      (m) => m.MyStudentsPage,
    ),
  ],
  [
    '/manage/classes',
    lazyPage(
      () => import('./pages/teacher/manage-classes-page'),
      (m) => m.ManageClassesPage,
    ),
  ],
  ['/lessons', lessonsPage],
  ['/lessons/manage', manageLessonsPage],
  [
    '/creator',
    lazyPage(
      () => import('./pages/worksheets/creator-page'),
      (m) => m.default,
    ),
  ],
  [
    '/worksheet-library',
    lazyPage(
      () => import('./pages/worksheets/library-page'),
      (m) => m.default,
    ),
  ],
  [
    '/assignments',
    lazyPage(
      () => import('./pages/worksheets/assignments-page'),
      (m) => m.default,
    ),
  ],
  ['/manage/schools', lazyPage(directoryPages, (m) => m.ManageSchoolPage)],
  ['/manage/students', lazyPage(directoryPages, (m) => m.ManageStudentsPage)],
  ['/manage/teachers', lazyPage(directoryPages, (m) => m.ManageTeachersPage)],
  ['/manage/parents', lazyPage(directoryPages, (m) => m.ManageParentsPage)],
  ['/manage/activation-codes', lazyPage(directoryPages, (m) => m.ManageActivationCodesPage)],
];

// The spec names the school pages /admin/school-list and /admin/school/{schoolId}.
const SchoolById = () => <Navigate to={`/schools/${useParams().schoolId ?? ''}`} replace />;

// The admin home: what needs attention today (issue 14).
const attentionPage = lazyPage(
  () => import('./pages/admin-home/attention-page'),
  (m) => m.AttentionPage,
);

const admin: Console = {
  dashboard: () => attentionPage,
  children: [
    <CustomRoutes key="pages">
      {/* The statistics bring recharts, which only their pages download. */}
      <Route
        path="/statistics"
        element={lazyPage(
          () => import('./pages/statistics/statistics-page'),
          (m) => m.StatisticsPage,
        )}
      />
      <Route
        path="/statistics/feedback"
        element={lazyPage(
          () => import('./pages/statistics/feedback-page'),
          (m) => m.FeedbackPage,
        )}
      />
      <Route
        path="/student-detailed-report/:studentId"
        element={lazyPage(
          () => import('./pages/student-report/student-detailed-report-page'),
          (m) => m.StudentDetailedReportPage,
        )}
      />
      <Route
        path="/rag-management"
        element={lazyPage(
          () => import('./pages/rag-management/rag-management-page'),
          (m) => m.RagManagementPage,
        )}
      />
      <Route
        path="/extracted-document/:documentId"
        element={lazyPage(
          () => import('./pages/extracted-document/extracted-document-page'),
          (m) => m.ExtractedDocumentPage,
        )}
      />
      <Route path="/extracted-document" element={<Navigate to="/rag-management" replace />} />
      <Route
        path="/logsheet"
        element={lazyPage(
          () => import('./pages/logsheet/logsheet-page'),
          (m) => m.LogsheetPage,
        )}
      />
      <Route
        path="/reported-questions"
        element={lazyPage(
          () => import('./pages/reported-questions/reported-questions-page'),
          (m) => m.ReportedQuestionsPage,
        )}
      />
      <Route
        path="/question-management"
        element={lazyPage(
          () => import('./pages/question-management/question-management-page'),
          (m) => m.QuestionManagementPage,
        )}
      />
      <Route
        path="/question-management/:id"
        element={lazyPage(
          () => import('./pages/question-management/question-edit-page'),
          (m) => m.QuestionEditPage,
        )}
      />
      <Route
        path="/question-checker"
        element={lazyPage(
          () => import('./pages/question-checker/question-checker-page'),
          (m) => m.QuestionCheckerPage,
        )}
      />
      <Route
        path="/prompts"
        element={lazyPage(
          () => import('./pages/prompts/prompts-page'),
          (m) => m.PromptsPage,
        )}
      />
      <Route path="/lessons" element={lessonsPage} />
      <Route path="/lessons/manage" element={manageLessonsPage} />
      <Route path="/school-list" element={<Navigate to="/schools" replace />} />
      <Route path="/school/:schoolId" element={<SchoolById />} />
      {/* The spec's subscriptions tab: the list of subscriptions, which links to the courses' prices. */}
      <Route path="/subscription" element={<Navigate to="/subscriptions" replace />} />
      <Route
        path="/course-activations"
        element={lazyPage(
          () => import('./resources/activation-codes/course-activation-page'),
          (m) => m.CourseActivationPage,
        )}
      />
      <Route
        path="/question-import"
        element={lazyPage(
          () => import('./pages/question-import/question-import-page'),
          (m) => m.default,
        )}
      />
    </CustomRoutes>,
    <Resource key="schools" name="schools" {...schools} />,
    <Resource key="users" name="users" {...users} />,
    <Resource key="courses" name="courses" {...courses} />,
    <Resource key="subscriptions" name="subscriptions" {...subscriptions} />,
    <Resource key="batches" name="activation-codes/batches" {...activationBatches} />,
    <Resource key="codes" name="activation-codes" {...activationCodes} />,
  ],
};

const teacher: Console = {
  dashboard: to('/reports'),
  children: (
    <CustomRoutes>
      <Route path="/manage" element={<Navigate to="/manage/classes" replace />} />
      {TEACHER_PAGES.map(([path, page]) => (
        <Route key={path} path={path} element={page} />
      ))}
    </CustomRoutes>
  ),
};

// react-admin calls an app without resources or custom routes "empty", so the curriculum
// console's one page is a route rather than a dashboard.
const curriculum: Console = {
  children: (
    <CustomRoutes>
      <Route
        path="/"
        element={lazyPage(
          () => import('./pages/assessments/assessments-page'),
          (m) => m.AssessmentsPage,
        )}
      />
    </CustomRoutes>
  ),
};

export const CONSOLES: Record<Mount['key'], Console> = { admin, teacher, curriculum };
