/**
 * The server's own check of an access type's description (spec part 1, section 8: 'Preencha o campo descrição!'; at most 100
 * characters, docs/decisions.md): blanks alone count as empty, the length is counted in characters after trimming.
 */
export const DESCRIPTION_LIMIT = 100;

export type DescriptionRefusal = 'required' | 'max';

export function descriptionRefusal(value: unknown): DescriptionRefusal | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'required';
  return [...text].length > DESCRIPTION_LIMIT ? 'max' : undefined;
}
