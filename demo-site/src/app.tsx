import { useStore } from '@nanostores/preact';
import { $brand } from '@kyu/core/branding';
import { guard } from '@kyu/core/guard';
import { $location, navigate } from '@kyu/core/router';
import { UserRole } from '@kyu/core/constants';
import { $user } from '@kyu/core/session';
import { lazy, Suspense } from 'preact/compat';
import { useLayoutEffect } from 'preact/hooks';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layouts/layout';
import { ConsolePage } from './pages/console-page';
import { NotFoundPage } from './pages/not-found-page';
import { pageFor } from './pages';

const StudentModals = lazy(() =>
  import('./pages/play/student-modals').then((m) => ({ default: m.StudentModals })),
);

/**
 * The portal: the route guard decides from the location, the user and the brand; a redirect
 * replaces the history entry, console routes hand over to the console, and every other route
 * renders its page inside its layout.
 */
export function App({ hostname }: { hostname: string }) {
  const location = useStore($location);
  const user = useStore($user);
  const brand = useStore($brand);
  const result = guard({ ...location, user, brand, hostname });
  const redirect = result.kind === 'redirect' ? result.to : null;

  useLayoutEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  if (result.kind === 'redirect') return null;
  if (result.kind === 'not-found') {
    return (
      <Layout route={null}>
        <NotFoundPage />
      </Layout>
    );
  }
  const { route, params } = result;
  if (route.app === 'console') return <ConsolePage path={location.pathname + location.search} />;
  const Page = pageFor(route);
  // The one-time student modals wait for a page with the navigation, not a quiz or the game;
  // keyed with the page, they ask for the sticker book again on each student page.
  const modals =
    route.layout === 'student' && !route.hideNav && user?.user_role_id === UserRole.student;
  return (
    <Layout route={route}>
      <ErrorBoundary key={location.pathname}>
        {modals && (
          <Suspense fallback={null}>
            <StudentModals />
          </Suspense>
        )}
        <Suspense
          fallback={
            <p class="page loading" role="status">
              Loading…
            </p>
          }
        >
          <Page route={route} params={params} search={location.search} />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
