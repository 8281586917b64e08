import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { PortalSidebar } from './PortalSidebar';

export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} sidebar={PortalSidebar}>
      <div data-testid="app-shell">{children}</div>
    </Layout>
  );
}
