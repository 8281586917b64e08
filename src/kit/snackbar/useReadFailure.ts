import { useEffect, useMemo } from 'react';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { useSnackbar } from './useSnackbar';

/**
 * The one way a screen tells a failed read (spec part 2, section 8: "error toast and error panel"). It returns the
 * text for the screen's error panel and says it as well in an error snackbar, once per failure: `message` when
 * given, else the error's own. A failure told elsewhere (a dead session, a superseded call): no text.
 * A list tells its own through PortalList's `loadFailure`, which uses useReadFailureHandler.
 */
export function useReadFailure(error: Error | null, message?: string): string | undefined {
  const snackbar = useSnackbar();
  const text = error && !toldElsewhere(error) ? (message ?? error.message) : undefined;
  useEffect(() => {
    if (error && text) snackbar.error(text, { urgent: true });
  }, [error, text, snackbar]);
  return text;
}

/**
 * useReadFailure for a react-admin query's `onError` (a list keeps react-admin's own error panel): the screen's
 * message in place of react-admin's notification.
 */
export function useReadFailureHandler(message: string): { onError: (error: unknown) => void } {
  const snackbar = useSnackbar();
  return useMemo(
    () => ({
      onError: (error: unknown) => {
        if (toldElsewhere(error)) return;
        snackbar.error(message);
      },
    }),
    [message, snackbar],
  );
}
