import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { apiUrl } from '../src/config';
import { mockControl, type MockControl } from './control';
import { db } from './db/db';
import { indexedDbPersistence } from './db/indexedDb';
import { handlers } from './handlers';
import { routed } from './http/router';
import { setFault, type Fault } from './http/faults';

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

const FAULTS_KEY = 'portal-mock-faults';

/** Faults a developer left in localStorage ({ "GET /api/legacy/auth": { "status": 500 } }) apply from start-up. */
function loadStoredFaults(): void {
  try {
    const stored = JSON.parse(localStorage.getItem(FAULTS_KEY) ?? '{}') as Record<string, Fault>;
    Object.entries(stored).forEach(([key, fault]) => setFault(key, fault));
  } catch {
    localStorage.removeItem(FAULTS_KEY);
  }
}

const API_BASES = [apiUrl('legacy'), apiUrl('orders'), apiUrl('graphql')];

/**
 * The worker hands every fetch of the page to the handlers, the app's own scripts and fonts too; MSW reads the
 * cookies again for each handler it tries (appending them to the request each time), so a file that no handler
 * serves cost about a second on a busy machine before it was let through, holding up every screen loaded on demand.
 * Anything outside the APIs goes straight to the network instead.
 */
const notTheApi = http.all(({ request }) => !API_BASES.some((base) => request.url.startsWith(base)), () => passthrough());

export async function startBrowserMock(): Promise<void> {
  await db.attach(indexedDbPersistence());
  // Every answered call is stored before its answer (endpoint.ts); a change made outside a call (window.__mock) is
  // written when the page is hidden or goes away.
  addEventListener('pagehide', () => void db.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void db.flush();
  });
  loadStoredFaults();
  window.__mock = mockControl;
  await setupWorker(notTheApi, routed(handlers)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
