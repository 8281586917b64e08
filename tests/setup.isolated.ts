import { afterAll } from 'vitest';
import { server } from '../mocks/node';

// A file with a module graph of its own gets its own MSW server: close it so the next file's is the only one.
afterAll(() => server.close());
