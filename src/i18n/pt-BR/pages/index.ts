/** Strings of the custom pages (namespace `pages`): pages.<page>.*; one file per page. */
import { profile } from './profile';
import { themes } from './themes';

export const pages = { profile, themes } as const;
