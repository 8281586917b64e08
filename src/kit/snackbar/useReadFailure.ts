import { useEffect } from 'react';
import { endsSession } from '../../dataProviders/core/errors';
import { useSnackbar } from './useSnackbar';

/**
 * A failed read's text for the screen's error panel, said as well in an error snackbar, once per failure (spec part
 * 2, section 8: "error toast and error panel"): `message` when given, else the error's own. A failure that ends the
 * session was already told by the HTTP layer: no text.
 */
export function useReadFailure(error: Error | null, message?: string): string | undefined {
  const snackbar = useSnackbar();
  const text = error && !endsSession(error) ? (message ?? error.message) : undefined;
  useEffect(() => {
    if (error && text) snackbar.error(text, { urgent: true });
  }, [error, text, snackbar]);
  return text;
}
