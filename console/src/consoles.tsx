import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { CustomRoutes, Navigate, Resource, type DashboardComponent } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import type { Mount } from './mounts';
import { AssessmentsPage } from './pages/assessments/assessments-page';
import { RagManagementPage } from './pages/rag-management/rag-management-page';
import { ManageClassesPage } from './pages/teacher/manage-classes-page';
import { TeacherReportsPage } from './pages/teacher/teacher-reports-page';
import { courses } from './resources/courses';
import { schools } from './resources/schools';
import { subscriptions } from './resources/subscriptions';
import { users } from './resources/users';
import {
  activationBatches,
  activationCodes,
  CourseActivationPage,
} from './resources/activation-codes';

/** What one mount shows: its home page (when not a route of its own) and its pages. */
export interface Console {
  dashboard?: DashboardComponent;
  children: ReactNode;
}

const to = (path: string) => () => <Navigate to={path} replace />;

/** A page loaded when first visited, so the console's entry chunk stays small. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  );
};

// The spec names the school pages /admin/school-list and /admin/school/{schoolId}.
const SchoolById = () => <Navigate to={`/schools/${useParams().schoolId ?? ''}`} replace />;

const admin: Console = {
  dashboard: to('/rag-management'),
  children: [
    <CustomRoutes key="pages">
      <Route path="/rag-management" element={<RagManagementPage />} />
      <Route path="/school-list" element={<Navigate to="/schools" replace />} />
      <Route path="/school/:schoolId" element={<SchoolById />} />
      {/* The spec's subscriptions tab: the list of subscriptions, which links to the courses' prices. */}
      <Route path="/subscription" element={<Navigate to="/subscriptions" replace />} />
      <Route path="/course-activations" element={<CourseActivationPage />} />
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
      <Route path="/reports" element={<TeacherReportsPage />} />
      <Route path="/manage" element={<Navigate to="/manage/classes" replace />} />
      <Route path="/manage/classes" element={<ManageClassesPage />} />
      <Route path="/creator" element={lazyPage(() => import('./pages/worksheets/creator-page'))} />
      <Route
        path="/worksheet-library"
        element={lazyPage(() => import('./pages/worksheets/library-page'))}
      />
      <Route
        path="/assignments"
        element={lazyPage(() => import('./pages/worksheets/assignments-page'))}
      />
    </CustomRoutes>
  ),
};

// react-admin calls an app without resources or custom routes "empty", so the curriculum
// console's one page is a route rather than a dashboard.
const curriculum: Console = {
  children: (
    <CustomRoutes>
      <Route path="/" element={<AssessmentsPage />} />
    </CustomRoutes>
  ),
};

export const CONSOLES: Record<Mount['key'], Console> = { admin, teacher, curriculum };
