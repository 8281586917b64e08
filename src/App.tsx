import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { HomePage } from './custom/home/HomePage';
import { RenewalLayout } from './custom/profile/RenewalLayout';
import { BackToLogin } from './layout/routing/BackToLogin';
import { RouteFallback } from './layout/routing/RouteFallback';
import { dataProvider } from './dataProviders';
import { installRemoteLog } from './dataProviders/remoteLog';
import { i18nProvider } from './i18n/i18nProvider';
import { translate } from './i18n/translate';
import { DateLocalization } from './kit/dates/DateLocalization';
import { RaErrorPage } from './kit/errors/RaErrorPage';
import { RaNotificationBridge } from './kit/snackbar/RaNotificationBridge';
import { PortalLayout } from './layout/PortalLayout';
import { StatusPage } from './login/StatusPage';
import { mountedResources, mountedRoutes } from './routes/mountRoutes';
import { PortalRoutesProvider } from './routes/PortalRoutesProvider';
import { SessionGate } from './session/SessionGate';
import { useSessionUser } from './session/SessionUserContext';

// Every failed call of the HTTP client writes an error line to the server log (POST /log), once per page.
installRemoteLog();

function PortalAdmin({ theme }: { theme: Theme }) {
  const user = useSessionUser();
  // Routes are mounted only with their permission; anything else falls to RouteFallback (access denied).
  const { resources, routes } = useMemo(() => {
    const held = new Set(user.permissions);
    return { resources: mountedResources(held), routes: mountedRoutes(held) };
  }, [user.permissions]);
  return (
    <PortalRoutesProvider permissions={user.permissions}>
      <Admin
        title={translate('app.title')}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={user.renewal ? RenewalLayout : PortalLayout}
        dashboard={HomePage}
        loginPage={BackToLogin}
        notification={RaNotificationBridge}
        error={RaErrorPage}
        catchAll={RouteFallback}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {resources}
        <CustomRoutes>{routes}</CustomRoutes>
        {/* '#/status' typed while logged in: the same version line as before login (main.tsx shows it on a fresh load). */}
        <CustomRoutes noLayout>
          <Route path="/status" element={<StatusPage />} />
        </CustomRoutes>
      </Admin>
    </PortalRoutesProvider>
  );
}

/** The whole portal on react-admin; loaded only once a session exists (see src/main.tsx). */
export function App({ theme }: { theme: Theme }) {
  return (
    <SessionGate>
      <DateLocalization>
        <PortalAdmin theme={theme} />
      </DateLocalization>
    </SessionGate>
  );
}
