/**
 * The server's own check of a group's name (nm_org), written from the spec (Descrição required, at most 100
 * characters) and not shared with the client's form.
 */
export type GroupNameFault = 'required' | 'max';

const LONGEST_NAME = 100;

export function groupNameProblem(value: unknown): GroupNameFault | undefined {
  const name = typeof value === 'string' ? value.replace(/^\s+|\s+$/g, '') : '';
  if (!name) return 'required';
  return [...name].length > LONGEST_NAME ? 'max' : undefined;
}
