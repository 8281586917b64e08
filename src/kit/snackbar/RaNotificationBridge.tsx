import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  useNotificationContext,
  useSidebarState,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { SMALL_QUERY } from '../layout/breakpoints';
import { enqueueSnackbar, type SnackbarOptions } from './queue';
import { ScreenMessagesScope } from './ScreenMessagesScope';
import { SnackbarHost } from './SnackbarHost';

/** react-admin's drawer widths, from the theme's `sidebar` (its own defaults when the theme has none). */
type SidebarTheme = Theme & { sidebar?: { width?: number; closedWidth?: number } };

/**
 * The width of the side menu beside the page: none under 600 px (react-admin's drawer opens over the page there),
 * else the open or the collapsed drawer's.
 */
function useMenuWidth(): number {
  const { sidebar } = useTheme<SidebarTheme>();
  const [open] = useSidebarState();
  const small = useMediaQuery(SMALL_QUERY, { noSsr: true });
  if (small) return 0;
  return open ? (sidebar?.width ?? DRAWER_WIDTH) : (sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH);
}

/** react-admin's form validation warning belongs to the screen of the form. */
const SCREEN_MESSAGES = new Set(['ra.message.invalid_form']);

/**
 * `<Admin notification={RaNotificationBridge}>`: moves react-admin's notifications into the kit
 * queue so that one queue (and one snackbar) serves both, and drops a screen's messages when the user leaves it.
 */
export function RaNotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { pathname } = useLocation();
  // takeNotification closes over the list of this render; StrictMode re-runs the effect with it.
  const forwarded = useRef(new WeakSet<NotificationPayload>());
  const menuWidth = useMenuWidth();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification || forwarded.current.has(notification)) return;
    forwarded.current.add(notification);

    const { message, type, notificationOptions = {} } = notification;
    if (typeof message !== 'string') return; // custom React content is not supported by the kit queue
    const { autoHideDuration, messageArgs, undoable } = notificationOptions;
    const args: Record<string, unknown> =
      messageArgs && typeof messageArgs === 'object' ? (messageArgs as Record<string, unknown>) : {};
    const options: SnackbarOptions = { type, ...(SCREEN_MESSAGES.has(message) ? { screen: pathname } : {}) };
    if (autoHideDuration === null) options.sticky = true;
    else if (typeof autoHideDuration === 'number') options.durationMs = autoHideDuration;

    if (undoable) {
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        takeMutation()?.({ isUndo });
      };
      options.action = { label: translate('kit.snackbar.undo'), onClick: () => settle(true) };
      options.onClosed = () => settle(false);
    }

    enqueueSnackbar(translate(message, { _: message, ...args }), options);
  }, [notifications, takeNotification, takeMutation, translate, pathname]);

  return (
    <>
      <ScreenMessagesScope />
      <SnackbarHost clearLeft={menuWidth} />
    </>
  );
}
