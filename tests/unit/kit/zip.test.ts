import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { uniqueEntryNames } from '../../../src/kit/zip/entryNames';
import { zipFiles } from '../../../src/kit/zip/zipFiles';

const DEFLATE = 8;

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
}

/** The zip's central directory, read by hand: jszip does not expose how an entry was stored. */
function centralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const entries: CentralEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(offset, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const label = (n: number) => `^XA^FO50,50^A0N,40,40^FDPedido ${n}^FS^FO50,120^BCN,80^FD${n}^FS^XZ\n`.repeat(20);

describe('zipFiles', () => {
  it('stores every entry deflated, with its content, as application/zip', async () => {
    const blob = await zipFiles([
      { name: 'etiqueta-1.zpl', data: label(1) },
      { name: 'etiqueta-2.zpl', data: new TextEncoder().encode(label(2)) },
      { name: 'etiqueta-3.zpl', data: new Blob([label(3)], { type: 'text/plain' }) },
    ]);
    expect(blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());

    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['etiqueta-1.zpl', 'etiqueta-2.zpl', 'etiqueta-3.zpl']);
    for (const n of [1, 2, 3]) expect(await zip.file(`etiqueta-${n}.zpl`)?.async('string')).toBe(label(n));

    const stored = centralDirectory(bytes);
    expect(stored.map((entry) => entry.method)).toEqual([DEFLATE, DEFLATE, DEFLATE]);
    for (const entry of stored) expect(entry.compressedSize).toBeLessThan(entry.size / 4);
  });

  it('keeps binary bytes and accented names', async () => {
    const binary = new Uint8Array([0, 255, 1, 254, 0x25, 0x50, 0x44, 0x46]);
    const zip = await JSZip.loadAsync(await (await zipFiles([{ name: 'Etiqueta nº 1 – São Paulo.bin', data: binary }])).arrayBuffer());
    expect(Array.from((await zip.file('Etiqueta nº 1 – São Paulo.bin')?.async('uint8array')) ?? [])).toEqual(Array.from(binary));
  });

  it('never writes an entry outside the extraction folder and never overwrites one', async () => {
    const zip = await JSZip.loadAsync(
      await (
        await zipFiles([
          { name: '../../etc/passwd', data: 'a' },
          { name: 'C:\\Windows\\x.zpl', data: 'b' },
          { name: 'rotulo.zpl', data: 'c' },
          { name: 'ROTULO.zpl', data: 'd' },
        ])
      ).arrayBuffer(),
    );
    const names = Object.keys(zip.files);
    expect(names).toEqual(['_.._etc_passwd', 'C_Windows_x.zpl', 'rotulo.zpl', 'ROTULO (2).zpl']);
    for (const name of names) expect(name).not.toMatch(/[\\/]/);
    expect(await zip.file('ROTULO (2).zpl')?.async('string')).toBe('d');
  });
});

describe('uniqueEntryNames', () => {
  it('numbers repeated names before the extension, ignoring case', () => {
    expect(uniqueEntryNames(['a.zpl', 'a.zpl', 'A.ZPL', 'b', 'b', 'a (2).zpl'])).toEqual([
      'a.zpl',
      'a (2).zpl',
      'A (3).ZPL',
      'b',
      'b (2)',
      'a (2) (2).zpl',
    ]);
  });

  it('names an empty or dots-only entry', () => {
    expect(uniqueEntryNames(['', '..', ' '])).toEqual(['arquivo', 'arquivo (2)', 'arquivo (3)']);
  });
});
