import type { Theme } from '@mui/material/styles';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { BackToLogin } from './custom/routing/BackToLogin';
import { HomePage } from './custom/home/HomePage';
import { RouteFallback } from './custom/routing/RouteFallback';
import { dataProvider } from './dataProviders';
import { i18nProvider } from './i18n/i18nProvider';
import { RaErrorPage } from './kit/errors/RaErrorPage';
import { RaNotificationBridge } from './kit/snackbar/RaNotificationBridge';
import { PortalLayout } from './layout/PortalLayout';
import { SessionGate } from './session/SessionGate';

/** The whole portal on react-admin; loaded only once a session exists (see src/main.tsx). */
export function App({ theme }: { theme: Theme }) {
  return (
    <SessionGate>
      <Admin
        title="Portal do Fornecedor"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={PortalLayout}
        dashboard={HomePage}
        loginPage={BackToLogin}
        notification={RaNotificationBridge}
        error={RaErrorPage}
        catchAll={RouteFallback}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/login" element={<BackToLogin />} />
        </CustomRoutes>
      </Admin>
    </SessionGate>
  );
}
