import { setupWorker } from 'msw/browser';
import { mockControl, type MockControl } from './control';
import { db } from './db/db';
import { indexedDbPersistence } from './db/indexedDb';
import { handlers } from './handlers';
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
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
