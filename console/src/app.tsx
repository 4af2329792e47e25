import { Admin } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './auth/auth-provider';
import { RoleGate } from './auth/role-gate';
import { CONSOLES } from './consoles';
import { createDataProvider } from './data-provider';
import { ConsoleLayout } from './layout/layout';
import type { Mount } from './mounts';
import { brandTheme } from './theme';

const dataProvider = createDataProvider();

/** react-admin for one mount, inside whatever router the caller gives it. */
export const ConsoleAdmin = ({ mount }: { mount: Mount }) => {
  const { dashboard, children } = CONSOLES[mount.key];
  return (
    <Admin
      title="Kyu console"
      authProvider={authProvider}
      dataProvider={dataProvider}
      loginPage={false}
      layout={ConsoleLayout}
      dashboard={dashboard}
      theme={brandTheme(window.location.hostname)}
      requireAuth
      disableTelemetry
    >
      {children}
    </Admin>
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
