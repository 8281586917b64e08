import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { authProvider, login } from '../../src/authProvider';
import { dataProvider as portalDataProvider } from '../../src/dataProviders';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { PortalRoutesProvider } from '../../src/routes/PortalRoutesProvider';
import { DateLocalization } from '../../src/kit/dates/DateLocalization';
import { RaNotificationBridge } from '../../src/kit/snackbar/RaNotificationBridge';
import { forgetSessionUser, loadSessionUser } from '../../src/session/currentUser';
import { SessionUserContext } from '../../src/session/SessionUserContext';
import { testTheme } from './testTheme';
import type { SessionUser } from '../../src/types/api';
import { ACCOUNTS, type AccountName } from './accounts';

export interface ScreenOptions {
  /** The URL the screen opens at (default '/'). */
  route?: string;
  /** The react-router pattern the screen is mounted on, for screens that read params (default: `route`). */
  path?: string;
  /** The react-admin resource of a resource view (List, Edit, Create). */
  resource?: string;
  /** Replaces the portal's data provider (the MSW-backed one by default). */
  dataProvider?: DataProvider;
}

/**
 * Mounts one screen signed in as a demo account: the real login against the MSW handlers, the session user,
 * react-admin's contexts with the portal's providers, the app-wide date pickers' locale and the snackbar. The router
 * is a data router (react-admin's TestMemoryRouter), as the app's is, so that screens may block navigation.
 * Much cheaper than renderAppAs (no layout, menu or home); keep full-app renders to one smoke test per area.
 */
export async function renderScreenAs(account: AccountName, screen: ReactElement, options: ScreenOptions = {}): Promise<RenderResult & { user: SessionUser }> {
  const { codigo, senha } = ACCOUNTS[account];
  forgetSessionUser();
  await login({ codigo, senha });
  const user = await loadSessionUser();
  const route = options.route ?? '/';
  const content = options.resource ? <ResourceContextProvider value={options.resource}>{screen}</ResourceContextProvider> : screen;
  const view = render(
    <TestMemoryRouter initialEntries={[route]}>
      <AdminContext
        dataProvider={options.dataProvider ?? portalDataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        theme={testTheme()}
      >
        <SessionUserContext.Provider value={user}>
          <PortalRoutesProvider permissions={user.permissions}>
            <DateLocalization>
              <Routes>
                <Route path={options.path ?? route.split('?')[0]} element={content} />
              </Routes>
              <RaNotificationBridge />
            </DateLocalization>
          </PortalRoutesProvider>
        </SessionUserContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...view, user };
}
