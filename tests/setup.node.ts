import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockControl } from '../mocks/control';
import { server } from '../mocks/node';
import { clearSnackbars } from '../src/kit/snackbar/queue';
import { forgetSessionUser } from '../src/session/currentUser';
import { clearAllCookies } from './helpers/cookies';

// Every test talks to the same MSW handlers the browser demo uses, on the fixed origin http://localhost.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  server.resetHandlers();
  clearAllCookies();
  clearSnackbars();
  forgetSessionUser();
  await mockControl.reset();
});

afterAll(() => server.close());
