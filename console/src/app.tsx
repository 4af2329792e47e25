import { createElement } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error,
  LoadingPage,
  NotFound,
  Notification,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { RoleGate } from './auth/role-gate';
import { CONSOLES } from './consoles';
import { createDataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { ConsoleLayout } from './layout/layout';
import type { Mount } from './mounts';
import { brandTheme } from './theme';

const dataProvider = createDataProvider();
const CatchAll = () => <NotFound />;

/**
 * react-admin for one mount, inside whatever router the caller gives it. Its parts are put
 * together here rather than through <Admin>, whose defaults (a login page, Polyglot) the console
 * never shows but would download on its first screen: sign-in is the portal's.
 */
export const ConsoleAdmin = ({ mount }: { mount: Mount }) => {
  const { dashboard, children } = CONSOLES[mount.key];
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={brandTheme(window.location.hostname)}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Kyu console"
          layout={ConsoleLayout}
          dashboard={dashboard}
          loginPage={false}
          authCallbackPage={false}
          catchAll={CatchAll}
          error={Error}
          loading={LoadingPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          requireAuth
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
        {createElement(Notification)}
      </CssBaseline>
    </AdminContext>
  );
};

/**
 * The console at `mount`. The router owns the path prefix (`/admin`, `/teacher`,
 * `/assessments`), so react-admin's own paths (`/schools`, `/login`) stay relative to it.
 */
export const App = ({ mount }: { mount: Mount }) => (
  <RoleGate mount={mount}>
    <BrowserRouter basename={mount.basename}>
      <ConsoleAdmin mount={mount} />
    </BrowserRouter>
  </RoleGate>
);
