import { contact } from './contact';
import { home } from './home';
import { profile } from './profile';
import { themes } from './themes';

/** Strings of the custom pages (namespace `pages`): pages.<page>.*; one file per page. */
export const pages = { contact, home, profile, themes } as const;
