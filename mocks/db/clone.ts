/**
 * A deep copy of seed rows (plain objects, arrays and primitives). Hand-written because a spread per row
 * copies a 10,000-row table many times faster than structuredClone; anything else falls back to structuredClone.
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) copy[i] = clonePlain<unknown>(value[i]);
    return copy as T;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in copy) {
    const field = copy[key];
    if (typeof field === 'object' && field !== null) copy[key] = clonePlain(field);
  }
  return copy as T;
}
