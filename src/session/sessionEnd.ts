import { onSessionFailure } from '../dataProviders/core/sessionEvents';
import { clearSnackbars, enqueueSnackbar } from '../kit/snackbar/queue';
import { clearSession } from './cookies';
import { leaveLoginNotice } from './loginNotice';

export const SESSION_END_RELOAD_MS = 1000;

/**
 * A session the server no longer accepts ('Token inválido!' or HTTP 406, from any call): its message at once
 * and, 1 s later, a reload onto the login form (at the root after a 406), which shows the message again. The dead token is dropped first
 * so that the reload lands on the login screen instead of looping.
 */
export function installSessionEndHandler(reload: () => void = () => window.location.reload()): () => void {
  let scheduled = false;
  return onSessionFailure((error) => {
    if ((error.kind !== 'invalidToken' && error.kind !== 'forbidden406') || scheduled) return;
    scheduled = true;
    // The page reloads in 1 s: the message must be on screen now, not queued behind another one.
    clearSnackbars();
    enqueueSnackbar(error.message, { type: 'error' });
    clearSession();
    leaveLoginNotice(error.message);
    // Spec part 1, section 2: a 406 "removes the token and redirects to the root"; after 'Token inválido!' the next
    // login comes back to the page the user was on.
    if (error.kind === 'forbidden406') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#/`);
    setTimeout(() => {
      scheduled = false;
      reload();
    }, SESSION_END_RELOAD_MS);
  });
}
