import { useEffect } from 'react';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { useSnackbar } from './useSnackbar';

/**
 * A failed read's text for the screen's error panel, said as well in an error snackbar, once per failure (spec part
 * 2, section 8: "error toast and error panel"): `message` when given, else the error's own. A failure told elsewhere
 * (a dead session, a superseded call): no text.
 */
export function useReadFailure(error: Error | null, message?: string): string | undefined {
  const snackbar = useSnackbar();
  const text = error && !toldElsewhere(error) ? (message ?? error.message) : undefined;
  useEffect(() => {
    if (error && text) snackbar.error(text, { urgent: true });
  }, [error, text, snackbar]);
  return text;
}
