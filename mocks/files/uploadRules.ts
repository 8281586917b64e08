/**
 * The server's own checks of uploaded files: it trusts nothing the client checked, and shares no code with the
 * client's rules, so that a rule moved on one side shows up as a failing test instead of moving on both.
 */

/** Why an upload is refused: a type not accepted, too big, content that is not what the name says, or no content at all. */
export type UploadRefusal = 'type' | 'size' | 'content' | 'empty';

export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  /** false: a file of exactly maxBytes is refused too. */
  maxInclusive: boolean;
}

const MB = 1024 * 1024;

/** Announcements and contacts (spec part 1, section 9): PDF only, 'Tamanho máximo de arquivo 7mb.': 7 MB or more is refused. */
export const PDF_UPLOAD: UploadRule = { extensions: ['pdf'], maxBytes: 7 * MB, maxInclusive: false };

/** Contact us (spec part 1, section 9): these types, 10 MB in all (exactly 10 MB is accepted), at most 10 files (docs/decisions.md). */
export const CONTACT_UPLOAD = {
  extensions: ['png', 'jpg', 'jpeg', 'txt', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'csv'],
  maxBytes: 10 * MB,
  maxInclusive: true,
  maxFiles: 10,
} as const satisfies UploadRule & { maxFiles: number };

/** Compliance documents (spec part 3, sections 5 and 9): these types, by extension and content; 7 MB or more is refused, as the quality uploads. */
export const COMPLIANCE_UPLOAD: UploadRule = { extensions: ['pdf', 'ppt', 'pptx', 'xls', 'xlsx', 'doc', 'docx'], maxBytes: 7 * MB, maxInclusive: false };

const SIGNATURES: Record<string, (head: Uint8Array) => boolean> = {
  pdf: (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  xlsx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  docx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  pptx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  xls: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]),
  doc: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]),
  ppt: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0]),
  txt: (head) => !head.includes(0),
  csv: (head) => !head.includes(0),
};

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => head[index] === byte);
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The first broken rule of one uploaded file, or undefined when it is accepted. */
export async function uploadRefusal(file: Blob & { name: string }, rule: UploadRule): Promise<UploadRefusal | undefined> {
  const extension = extensionOf(file.name);
  if (!rule.extensions.includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (rule.maxInclusive ? file.size > rule.maxBytes : file.size >= rule.maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 512).arrayBuffer());
  return SIGNATURES[extension](head) ? undefined : 'content';
}
