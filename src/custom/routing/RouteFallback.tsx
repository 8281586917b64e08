import { NotFound } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ruleForPath, allows } from '../../permissions/routes';
import { useSessionUser } from '../../session/SessionUserContext';
import { AccessDenied } from './AccessDenied';

/** Any route no screen matched: a known route the user may not open says so; anything else is not found. */
export function RouteFallback() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const rule = ruleForPath(pathname);
  if (rule && !allows(rule, new Set(user.permissions))) return <AccessDenied />;
  return <NotFound />;
}
