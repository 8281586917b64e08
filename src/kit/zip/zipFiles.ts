import { uniqueEntryNames } from './entryNames';

export interface ZipEntry {
  /** File name inside the zip; made safe and unique by zipFiles. */
  name: string;
  /** Strings are stored as UTF-8. */
  data: Blob | string | Uint8Array;
}

/** Zips files (DEFLATE, level 6) into an application/zip Blob. jszip is fetched on first use, never in the first bundle. */
export async function zipFiles(entries: readonly ZipEntry[]): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const names = uniqueEntryNames(entries.map((entry) => entry.name));
  // Blobs are read here rather than by jszip, which needs FileReader (absent in Node and in workers);
  // isView, not instanceof, also knows bytes made in another realm.
  const contents = await Promise.all(
    entries.map(({ data }) => (typeof data === 'string' || ArrayBuffer.isView(data) ? data : data.arrayBuffer())),
  );
  const zip = new JSZip();
  contents.forEach((data, index) => zip.file(names[index], data));
  return zip.generateAsync({
    type: 'blob',
    mimeType: 'application/zip',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  });
}
