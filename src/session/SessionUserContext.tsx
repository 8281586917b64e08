import { createContext, useContext } from 'react';
import type { SessionUser } from '../types/api';

export const SessionUserContext = createContext<SessionUser | null>(null);

/** The signed-in user (code, name, permission keys, role, internal view), loaded before the app renders. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser must be used inside <SessionGate>');
  return user;
}
