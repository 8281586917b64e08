import { useMemo, type ReactNode } from 'react';
import { PortalRoutesContext, type PortalRoutes } from '../kit/access/PortalRoutesContext';
import { canAccessResource, isMounted } from './access';
import { pathTo } from './pathTo';
import { visibleShortcuts } from './shortcuts';

/** Gives screens the route table's links and the user's access, without their importing the table. */
export function PortalRoutesProvider({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const value = useMemo((): PortalRoutes => {
    const held = new Set(permissions);
    return {
      pathTo,
      isMounted,
      canAccess: ({ resource, action = 'list' }) => canAccessResource(resource, action, held),
      shortcuts: visibleShortcuts(held),
    };
  }, [permissions]);
  return <PortalRoutesContext.Provider value={value}>{children}</PortalRoutesContext.Provider>;
}
