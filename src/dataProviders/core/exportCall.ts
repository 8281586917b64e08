/** react-admin `meta` of the getList calls a CSV export makes while paging through a list. */
export const EXPORT_META = { export: true } as const;

export const isExportCall = (params: { meta?: unknown }): boolean => (params.meta as { export?: unknown } | undefined)?.export === true;
