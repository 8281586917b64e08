/** Characters no file system accepts. */
const RESERVED = new Set('\\/:*?"<>|');

const isUnsafe = (char: string): boolean => RESERVED.has(char) || char.charCodeAt(0) < 0x20;

/** A file name safe on every desktop system: no path parts or reserved characters, never empty. */
export function safeFileName(name: string, fallback = 'arquivo'): string {
  const replaced = Array.from(name, (char) => (isUnsafe(char) ? '_' : char)).join('').replace(/_{2,}/g, '_');
  const cleaned = replaced.replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 180);
  return cleaned || fallback;
}

const REVOKE_AFTER_MS = 40_000;

/**
 * Saves a blob as a file: the one download path of the portal (CSV, PDF, ZPL, zip, .ics).
 * The object URL is revoked 40 s later (FileSaver.js's delay): Chromium reads the blob for the download
 * asynchronously, and a URL revoked on the next tick lost a download now and then on a busy machine.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
