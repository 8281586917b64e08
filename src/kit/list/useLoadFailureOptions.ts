import { useMemo } from 'react';
import { toldElsewhere } from '../../dataProviders/core/errors';
import { useSnackbar } from '../snackbar/useSnackbar';

/**
 * A list's query options that tell a failed read with the screen's own message (spec part 2, section 8) in place of
 * react-admin's; the list's error panel stays. A failure that ends the session was already told by the HTTP layer, and
 * a superseded call has a newer one on its way.
 */
export function useLoadFailureOptions(message: string): { onError: (error: unknown) => void } {
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
