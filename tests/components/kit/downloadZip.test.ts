import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { downloadZip } from '../../../src/kit/zip/downloadZip';
import { spyDownload } from '../../helpers/downloads';

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadZip', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the zip of the files under the given name', async () => {
    const spy = spyDownload();
    const bytes = new TextEncoder().encode('^XA^FD2^XZ'); // made in Node's realm, not jsdom's
    await expect(downloadZip([{ name: 'pedido-1.zpl', data: '^XA^XZ' }, { name: 'pedido-1.zpl', data: bytes }], 'etiquetas.zip')).resolves.toBe(true);
    expect(spy.names).toEqual(['etiquetas.zip']);
    const zip = await JSZip.loadAsync(await readBytes(spy.blobs[0]));
    expect(Object.keys(zip.files)).toEqual(['pedido-1.zpl', 'pedido-1 (2).zpl']);
    expect(await zip.file('pedido-1 (2).zpl')?.async('string')).toBe('^XA^FD2^XZ');
  });

  it('says so when the zip cannot be made, and saves nothing', async () => {
    const spy = spyDownload();
    const unreadable = new Blob(['x']);
    unreadable.arrayBuffer = () => Promise.reject(new Error('NotReadableError'));
    await expect(downloadZip([{ name: 'a.zpl', data: unreadable }], 'etiquetas.zip')).resolves.toBe(false);
    expect(spy.click).not.toHaveBeenCalled();
    expect(getSnapshot().current).toMatchObject({ message: 'Não foi possível gerar o arquivo compactado.', type: 'error' });
  });
});
