import { useMemo } from 'react';
import { enqueueSnackbar, type SnackbarOptions } from './queue';

type Extra = Omit<SnackbarOptions, 'type'>;

export interface SnackbarApi {
  success: (message: string, options?: Extra) => number | null;
  error: (message: string, options?: Extra) => number | null;
  info: (message: string, options?: Extra) => number | null;
  warning: (message: string, options?: Extra) => number | null;
  /** A message that stays until the user closes it. */
  sticky: (message: string, options?: Omit<Extra, 'sticky'> & { type?: SnackbarOptions['type'] }) => number | null;
}

export function useSnackbar(): SnackbarApi {
  return useMemo(
    () => ({
      success: (message, options) => enqueueSnackbar(message, { ...options, type: 'success' }),
      error: (message, options) => enqueueSnackbar(message, { ...options, type: 'error' }),
      info: (message, options) => enqueueSnackbar(message, { ...options, type: 'info' }),
      warning: (message, options) => enqueueSnackbar(message, { ...options, type: 'warning' }),
      sticky: (message, options) => enqueueSnackbar(message, { ...options, sticky: true }),
    }),
    [],
  );
}
