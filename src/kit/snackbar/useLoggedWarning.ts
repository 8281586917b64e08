import { useCallback } from 'react';
import { remoteLog } from '../../dataProviders/remoteLog';
import { useScreenWarning } from './useScreenWarning';

/** A warning of this screen, also written to the server log as a warning (spec part 1, section 5). */
export function useLoggedWarning(): (message: string) => void {
  const screenWarning = useScreenWarning();
  return useCallback(
    (message: string) => {
      screenWarning(message);
      remoteLog(message, 'W');
    },
    [screenWarning],
  );
}
