import type { FileRules } from '../../kit/upload/validateFile';

/**
 * Note preview ('Prévia Nota'; spec part 3, sections 2, 5 and 9): a PDF note checked and shown in the browser, never
 * sent (docs/decisions.md, "Issue 19 — logi").
 */
const MB = 1024 * 1024;

/** Up to 5 MB; a file of exactly 5 MB is taken ("max 5 MB shown"). */
export const NOTE_FILE_RULES: FileRules = { extensions: ['pdf'], maxBytes: 5 * MB, maxInclusive: true };

/** Above 1 MB (1,048,576 bytes) a note is still taken, but flagged: an issuer's note PDF is far smaller. */
export const NOTE_WARN_BYTES = 1 * MB;
