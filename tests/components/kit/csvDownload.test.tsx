import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../src/kit/list/csvExport';
import { readBlob, spyDownload } from '../../helpers/downloads';

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads the parts as one CSV Blob through a temporary <a download>', async () => {
    const { blobs, names, click, print } = spyDownload();
    downloadCsv(['\uFEFFa;b\r\n', '1;2\r\n', '3;4\r\n'], 'notas');
    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['notas.csv']);
    expect(await readBlob(blobs[0])).toBe('\uFEFFa;b\r\n1;2\r\n3;4\r\n');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('keeps a name that already ends in .csv', () => {
    const { names } = spyDownload();
    downloadCsv(['\uFEFFCódigo\r\n'], 'fornecedores.CSV');
    expect(names).toEqual(['fornecedores.CSV']);
  });
});
