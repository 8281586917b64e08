import type { ReactNode } from 'react';
import { Authenticated, CanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/**
 * react-admin checks resources, not custom routes: every custom route goes through this guard,
 * which asks the authProvider's canAccess with the route itself (see src/permissions/routes.ts).
 */
export function GuardedRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Authenticated>
      <CanAccess resource={path} action="list" accessDenied={<AccessDenied />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}
