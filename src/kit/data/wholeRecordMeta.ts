/**
 * The `meta` of a read of one whole record (a form with its questions, a document with its file) where the list's rows
 * hold less. react-admin fills its one-record cache with the list's rows; an edit or detail screen opened from the list
 * would start from such a row (and a form saved from it would lose what the row lacks). Under this meta the screen has
 * its own cache entry; providers ignore it.
 */
export const WHOLE_RECORD_META = { wholeRecord: true } as const;
