import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * A screen test that sends files through the MSW mock: jsdom's FormData reaches Node's fetch (behind MSW's
 * XMLHttpRequest interceptor) with every file renamed 'blob', so the mock could not check a name. A browser has one
 * set of File and FormData classes; this gives the test Node's set. Call in the test (globals are unstubbed after it).
 */
export async function stubNodeFormData(): Promise<void> {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
}

/** A File of Node's own class (see stubNodeFormData). */
export const nodeFile = (parts: (string | Uint8Array)[], name: string, type = ''): File =>
  new NodeFile(parts, name, { type }) as unknown as File;
