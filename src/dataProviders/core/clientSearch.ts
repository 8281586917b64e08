const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The list's search over rows the server sent whole: every word of `q` appears in one of the row's values,
 * without regard to accents or letter case. A blank search matches every row.
 */
export function matchesSearch(values: readonly unknown[], q: unknown): boolean {
  const words = typeof q === 'string' ? fold(q).split(/\s+/).filter(Boolean) : [];
  if (words.length === 0) return true;
  const texts = values.filter((value) => value !== null && value !== undefined).map((value) => fold(String(value)));
  return words.every((word) => texts.some((text) => text.includes(word)));
}
