/**
 * The one-field forms' Descrição (contact groups, access types): required (blanks count as empty) and at most
 * DESCRIPTION_MAX characters, the same for the form and the mock server (docs/decisions.md).
 */
export const DESCRIPTION_MAX = 100;

export type DescriptionProblem = 'required' | 'max';

export function descriptionProblem(value: unknown): DescriptionProblem | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'required';
  if (Array.from(text).length > DESCRIPTION_MAX) return 'max';
  return undefined;
}
