/** Strings of the custom pages (namespace `pages`): pages.<page>.*; one file per page. */
export const pages = {} as const;
