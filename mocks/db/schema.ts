import { fnv1a } from './hash';

/**
 * The version of a saved state: a fingerprint of the seed's output for the saved day. Adding a table or
 * a column (or changing seed rows) changes it, so a stale saved state is discarded with no number to bump.
 */
export const schemaOf = (pristine: object): string => fnv1a(JSON.stringify(pristine)).toString(16).padStart(8, '0');
