import { downloadBlob, safeFileName } from '../../../src/kit/files/downloadBlob';
import { readBlob, spyDownload } from '../../helpers/downloads';

describe('downloadBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the blob under the given name and revokes its URL afterwards', async () => {
    vi.useFakeTimers();
    const spy = spyDownload();
    downloadBlob(new Blob(['abc'], { type: 'text/plain' }), 'relatorio.txt');
    expect(spy.names).toEqual(['relatorio.txt']);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fake');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(await readBlob(spy.blobs[0])).toBe('abc');
  });

  it('never lets a server-given name carry a path or reserved characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('nota:1*2?.pdf')).toBe('nota_1_2_.pdf');
    expect(safeFileName('   ')).toBe('arquivo');
  });
});
