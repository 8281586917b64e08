const CHUNK = 0x8000;

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  // Older engines (and jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** A file's bytes as base64 text, for the legacy uploads that send a file as a text field (the sheets' `Doc`, the logistics protocol's `file`). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await bytesOf(file));
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}
