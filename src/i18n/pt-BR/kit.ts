/** Strings of the shared UI kit (namespace `kit`). */
export const kit = {} as const;
