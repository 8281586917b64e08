/** Characters no file system accepts, and control characters. */
const UNSAFE_NAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** A file name safe on every desktop system: no path parts or reserved characters, never empty. */
export function safeFileName(name: string, fallback = 'arquivo'): string {
  const cleaned = name.replace(UNSAFE_NAME, '_').replace(/^[.\s]+|[.\s]+$/g, '').slice(0, 180);
  return cleaned || fallback;
}

/**
 * Saves a blob as a file: the one download path of the portal (CSV, PDF, ZPL, zip, .ics).
 * The object URL is revoked on the next tick, as some browsers start the download asynchronously.
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
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
