import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockControl } from '../mocks/control';
import { server } from '../mocks/node';
import { clearSnackbars } from '../src/kit/snackbar/queue';
import { forgetSessionUser } from '../src/session/currentUser';
import { clearAllCookies } from './helpers/cookies';

// The whole app renders in jsdom on 2 cores: give screens time to appear before a query gives up.
configure({ asyncUtilTimeout: 5000 });

// Every component test talks to the same MSW handlers the browser demo uses.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  clearAllCookies();
  clearSnackbars();
  forgetSessionUser();
  await mockControl.reset();
});

afterAll(() => server.close());
