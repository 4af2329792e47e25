import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleMenu } from './menu';

/** react-admin's layout with the signed-in role's menu. */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu}>{children}</Layout>
);
