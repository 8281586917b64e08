import { afterEach, beforeAll, vi } from 'vitest';
import { mockControl } from '../mocks/control';
import { server, serverHandlers } from '../mocks/node';
import { forgetScreenLoaded } from '../src/dataProviders/remoteLog';
import { clearSnackbars } from '../src/kit/snackbar/queue';
import { forgetSessionUser } from '../src/session/currentUser';
import { clearAllCookies } from './helpers/cookies';
import { startMockServer } from './helpers/mockServer';

// Every test talks to the same MSW handlers the browser demo uses, on the fixed origin http://localhost.
beforeAll(startMockServer);

// Modules are shared by the files of a worker (isolate: false): nothing a test stubs may outlive it.
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
  // With arguments, so that a test that replaced the initial handlers does not leave later files without them.
  server.resetHandlers(...serverHandlers);
  clearAllCookies();
  clearSnackbars();
  forgetSessionUser();
  forgetScreenLoaded();
  await mockControl.reset();
});

