let ready: Promise<void> | undefined;

/**
 * Starts the mock backend (only when VITE_MOCK=on) with a dynamic import, so that a production
 * build carries none of it and the login form never waits for it. Idempotent.
 */
export function whenBackendReady(): Promise<void> {
  // Inline env check: only then does the production build drop the mock chunk (a flag read via config does not).
  ready ??= import.meta.env.VITE_MOCK === 'on' ? import('../mocks/browser').then(({ startBrowserMock }) => startBrowserMock()) : Promise.resolve();
  return ready;
}

export async function resetMockBackend(): Promise<void> {
  await whenBackendReady();
  await window.__mock?.reset();
}
