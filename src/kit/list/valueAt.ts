/** The value at a dotted path of a record ('address.city'), as react-admin's `source` reads it. */
export function valueAt(record: Record<string, unknown>, source: string): unknown {
  return source.split('.').reduce<unknown>((node, part) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[part];
    return undefined;
  }, record);
}
