import { app } from './pt-BR/app';
import { kit } from './pt-BR/kit';
import { translator } from './translator';

/**
 * translate() over the `app` and `kit` namespaces only: for the login entry (src/main.tsx, src/login, src/session)
 * and the data core, which load before login and must not carry the areas' messages (tests/build/login-entry.test.ts).
 * Same keys and texts as the full catalogue's `translate`.
 */
export const translate = translator({ app, kit });
