import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { enqueueSnackbar } from './queue';

/**
 * A validation warning of the current screen ('Preencha o campo nome!'): shown ahead of sticky messages, and
 * dropped as soon as the user leaves the screen (ScreenMessagesScope).
 */
export function useScreenWarning(): (message: string) => void {
  const { pathname } = useLocation();
  return useCallback((message: string) => void enqueueSnackbar(message, { type: 'warning', urgent: true, screen: pathname }), [pathname]);
}
