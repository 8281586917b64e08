import { LinearProgress } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../dataProviders/core/errors';
import { translate } from '../i18n/baseTranslate';
import { ErrorScreen } from '../kit/errors/ErrorScreen';
import { enqueueSnackbar } from '../kit/snackbar/queue';
import { SnackbarHost } from '../kit/snackbar/SnackbarHost';
import type { SessionUser } from '../types/api';
import { clearSession } from './cookies';
import { reloadPage } from './pageReload';
import { loadSessionUser } from './currentUser';
import { SessionUserContext } from './SessionUserContext';

type State = { kind: 'loading' } | { kind: 'ready'; user: SessionUser } | { kind: 'failed' } | { kind: 'ended' };

const endsSession = (error: unknown): boolean => isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406');

/**
 * Start-up's session check: user by token and permission check. A session the server refuses ('Token inválido!',
 * 406) is ended by the session-end handler (message, then the login); any other failure renders the error page
 * (spec part 1, "Start-up").
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    loadSessionUser()
      .then((user) => live && setState({ kind: 'ready', user }))
      .catch((error: unknown) => {
        if (!live) return;
        if (endsSession(error)) {
          setState({ kind: 'ended' });
          return;
        }
        const shape = isApiError(error) && error.kind === 'shape';
        enqueueSnackbar(shape ? error.message : translate('app.errors.userInfo'), { type: 'error' });
        setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'ended') {
    return (
      <>
        <LinearProgress aria-label={translate('app.loading')} />
        <SnackbarHost />
      </>
    );
  }
  if (state.kind === 'loading') return <LinearProgress aria-label={translate('app.loading')} />;
  if (state.kind === 'failed') {
    return (
      <>
        <ErrorScreen
          onRetry={reloadPage}
          exit={{
            label: translate('app.errors.backToLogin'),
            onClick: () => {
              clearSession();
              reloadPage();
            },
          }}
        />
        <SnackbarHost />
      </>
    );
  }
  return <SessionUserContext.Provider value={state.user}>{children}</SessionUserContext.Provider>;
}
