import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers under Node, for vitest. */
export const server = setupServer(...handlers);
