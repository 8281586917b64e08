import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-admin';

export interface LeavePrompt {
  /** A navigation to another page waits for the user's answer. */
  open: boolean;
  /** Cancels the waiting navigation. */
  stay: () => void;
  /** Lets the waiting navigation go on. */
  leave: () => void;
}

/**
 * While `active`, asks before the user leaves the page: in-app navigation to another path waits (react-admin's
 * useBlocker, which needs a data router: react-admin mounts one, and so does renderScreenAs) until `leave` or `stay`;
 * closing or reloading the tab gets the browser's own question (beforeunload).
 */
export function useLeavePrompt(active: boolean): LeavePrompt {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  // Nothing left to lose while a navigation waited (e.g. the work was saved meanwhile): let it go on.
  const { proceed, reset } = blocker;
  useEffect(() => {
    if (blocked && !active) proceed?.();
  }, [blocked, active, proceed]);

  const stay = useCallback(() => reset?.(), [reset]);
  const leave = useCallback(() => proceed?.(), [proceed]);
  return { open: blocked, stay, leave };
}
