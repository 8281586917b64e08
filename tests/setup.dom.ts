import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole app renders in jsdom on 2 cores: give screens time to appear before a query gives up.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
