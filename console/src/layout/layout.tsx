import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './app-bar';
import { ConsoleMenu } from './menu';
import { PageTitle } from './page-title';

/** react-admin's layout with the signed-in role's menu and the page title. */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    <PageTitle />
    {children}
  </Layout>
);
