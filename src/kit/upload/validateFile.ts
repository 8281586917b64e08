export interface FileRules {
  /** Accepted extensions, without or with the dot, any case: ['pdf'], ['.xlsx', 'xls']. */
  extensions: string[];
  maxBytes: number;
  /** true (default): a file of exactly maxBytes is accepted; false: refused ("7 MB or more"). */
  maxInclusive?: boolean;
}

export type FileRejection = 'type' | 'size' | 'content';
export type FileValidation = { ok: true } | { ok: false; reason: FileRejection };

const TEXT_SNIFF_BYTES = 512;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04 (xlsx, docx, pptx)
const OLE = [0xd0, 0xcf, 0x11, 0xe0]; // legacy Office (xls, doc, ppt)

/** Content checks by extension; an accepted extension missing here is not sniffed. */
const CONTENT_CHECKS: Record<string, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, PDF),
  png: (bytes) => startsWith(bytes, PNG),
  jpg: (bytes) => startsWith(bytes, JPEG),
  jpeg: (bytes) => startsWith(bytes, JPEG),
  xlsx: (bytes) => startsWith(bytes, ZIP),
  docx: (bytes) => startsWith(bytes, ZIP),
  pptx: (bytes) => startsWith(bytes, ZIP),
  xls: (bytes) => startsWith(bytes, OLE),
  doc: (bytes) => startsWith(bytes, OLE),
  ppt: (bytes) => startsWith(bytes, OLE),
  txt: (bytes) => !bytes.includes(0),
  csv: (bytes) => !bytes.includes(0),
};

function headLength(extension: string): number {
  return extension === 'txt' || extension === 'csv' ? TEXT_SNIFF_BYTES : 8;
}

function readBuffer(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  // Older engines (and jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const normaliseExtension = (extension: string) => extension.trim().replace(/^\./, '').toLowerCase();

/** Extension, size and real content (magic bytes) of a chosen file. */
export async function validateFile(file: File, rules: FileRules): Promise<FileValidation> {
  const extension = fileExtension(file.name);
  if (!extension || !rules.extensions.map(normaliseExtension).includes(extension)) return { ok: false, reason: 'type' };

  const tooBig = rules.maxInclusive === false ? file.size >= rules.maxBytes : file.size > rules.maxBytes;
  if (tooBig) return { ok: false, reason: 'size' };

  const check = CONTENT_CHECKS[extension];
  if (!check) return { ok: true };
  try {
    const bytes = new Uint8Array(await readBuffer(file.slice(0, headLength(extension))));
    return check(bytes) ? { ok: true } : { ok: false, reason: 'content' };
  } catch {
    return { ok: false, reason: 'content' };
  }
}

/** The `accept` attribute for a file input: ['pdf'] → '.pdf'. */
export function acceptAttribute(extensions: string[]): string {
  return extensions.map((extension) => `.${normaliseExtension(extension)}`).join(',');
}
