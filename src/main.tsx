import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { resetMockBackend, whenBackendReady } from './backend';
import { config } from './config';
import { translate } from './i18n/baseTranslate';
import { SnackbarHost } from './kit/snackbar/SnackbarHost';
import { enqueueSnackbar } from './kit/snackbar/queue';
import { LoginScreen } from './login/LoginScreen';
import { StartingShell } from './login/StartingShell';
import { isStatusHash, StatusPage } from './login/StatusPage';
import { getToken, RENEWAL_COOKIE, readCookie } from './session/cookies';
import { takeLoginNotice } from './session/loginNotice';
import { login, openSessionWithoutToken, resetPassword } from './session/login';
import { installSessionEndHandler } from './session/sessionEnd';
import { buildTheme, storedThemeMode } from './theme';

/**
 * The small entry: it shows the login form at once and loads react-admin's app only once
 * there is a session, so the first screen never waits for the whole bundle.
 */
installSessionEndHandler();
const root = createRoot(document.getElementById('root')!);
const theme = buildTheme(storedThemeMode());
const loadApp = () => import('./App');

function render(node: ReactNode): void {
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {node}
      </ThemeProvider>
    </StrictMode>,
  );
}

async function showApp(): Promise<void> {
  // The app is drawn while the demo's mock backend starts: the session's first calls wait for it (session/currentUser).
  void whenBackendReady();
  render(<StartingShell />);
  const { App } = await loadApp();
  render(<App theme={theme} />);
}

function idle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 50);
}

function showLogin(): void {
  const notice = takeLoginNotice();
  if (notice) enqueueSnackbar(notice, { type: 'error' });
  const requested = window.location.hash && window.location.hash !== '#/login' ? window.location.hash : '#/';
  render(
    <>
      <LoginScreen
        onLogin={async (codigo, senha) => {
          await whenBackendReady();
          const { renewal } = await login({ codigo, senha });
          window.location.hash = renewal || readCookie(RENEWAL_COOKIE) ? '#/perfil' : requested;
          await showApp();
        }}
        resetPassword={async (codigo) => {
          await whenBackendReady();
          return resetPassword(codigo);
        }}
        onResetMock={
          config.mock
            ? async () => {
                await resetMockBackend();
                enqueueSnackbar(translate('app.login.resetMockDone'), { type: 'success' });
              }
            : undefined
        }
      />
      <SnackbarHost />
    </>,
  );
  // Once the form is on screen: start the backend, open the session without token and fetch the app while the user types.
  idle(() => {
    void whenBackendReady().then(openSessionWithoutToken);
    void loadApp();
  });
}

if (isStatusHash(window.location.hash)) render(<StatusPage />);
else if (getToken()) void showApp();
else showLogin();
