import { useLocation } from 'react-router-dom';
import { allows, routeForPath } from '../../routes/access';
import { useSessionUser } from '../../session/SessionUserContext';
import { AccessDenied } from '../../kit/access/AccessDenied';
import { NotFoundPage } from './NotFoundPage';

/** Any route no screen matched: a known route the user may not open says so; anything else is not found. */
export function RouteFallback() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const entry = routeForPath(pathname);
  if (entry && !allows(entry.access, new Set(user.permissions))) return <AccessDenied />;
  return <NotFoundPage />;
}
