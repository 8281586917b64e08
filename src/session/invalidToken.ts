import { onSessionFailure } from '../dataProviders/core/sessionEvents';
import { clearSnackbars, enqueueSnackbar } from '../kit/snackbar/queue';
import { clearSession } from './cookies';

export const INVALID_TOKEN_RELOAD_MS = 1000;

/**
 * 'Token inválido!' from any server: 'Autentificação inválida!' and, 1 s later, a reload.
 * The dead token is dropped first so that the reload lands on the login screen instead of looping.
 */
export function installInvalidTokenHandler(reload: () => void = () => window.location.reload()): () => void {
  let scheduled = false;
  return onSessionFailure((error) => {
    if (error.kind !== 'invalidToken' || scheduled) return;
    scheduled = true;
    // The page reloads in 1 s: the message must be on screen now, not queued behind another one.
    clearSnackbars();
    enqueueSnackbar(error.message, { type: 'error' });
    clearSession();
    setTimeout(() => {
      scheduled = false;
      reload();
    }, INVALID_TOKEN_RELOAD_MS);
  });
}
