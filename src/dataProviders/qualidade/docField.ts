const CHUNK = 0x8000;

/** A file's bytes as base64 text: the upload's `Doc` field is the PDF as text, not a file part (spec part 3, section 3). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}
