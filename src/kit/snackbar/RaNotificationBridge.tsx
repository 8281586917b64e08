import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { enqueueSnackbar, type SnackbarOptions } from './queue';
import { ScreenMessagesScope } from './ScreenMessagesScope';
import { SnackbarHost } from './SnackbarHost';

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
      <SnackbarHost />
    </>
  );
}
