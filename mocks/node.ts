import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { routed } from './http/router';

/** The same handlers under Node, for vitest (a test's `server.use` comes before them until the next reset). */
export const serverHandlers = [routed(handlers)];

export const server = setupServer(...serverHandlers);
