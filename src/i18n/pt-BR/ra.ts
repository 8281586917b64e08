/** Every react-admin 5 message in Brazilian Portuguese (namespace `ra`). */
export const ra = {} as const;
