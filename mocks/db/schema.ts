import { fnv1a } from './hash';

/** Rows serialised per step: a 10,000-row table in slices that each take a few milliseconds. */
const SLICE_ROWS = 500;

/** The texts a fingerprint folds, in order: each table's name, then its rows a slice at a time. */
function* parts(pristine: object): Generator<string> {
  for (const [name, rows] of Object.entries(pristine)) {
    yield name;
    const list = Array.isArray(rows) ? rows : [rows];
    for (let start = 0; start < list.length; start += SLICE_ROWS) yield JSON.stringify(list.slice(start, start + SLICE_ROWS));
  }
}

const hex = (hash: number): string => hash.toString(16).padStart(8, '0');

/**
 * The version of a saved state: a fingerprint of the seed's output for the saved day. Adding a table or
 * a column (or changing seed rows) changes it, so a stale saved state is discarded with no number to bump.
 */
export function schemaOf(pristine: object): string {
  let hash = 0;
  for (const part of parts(pristine)) hash = fnv1a(part, hash);
  return hex(hash);
}

/** The same fingerprint, a slice per task (`pause` between them), so a page never freezes while it is taken. */
export async function schemaInSlices(pristine: object, pause: () => Promise<void>): Promise<string> {
  let hash = 0;
  for (const part of parts(pristine)) {
    hash = fnv1a(part, hash);
    await pause();
  }
  return hex(hash);
}
