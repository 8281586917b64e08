// @vitest-environment jsdom
import { db } from '../../../mocks/db/db';
import { blockJpeg, rgbPng } from '../../../mocks/devolucoes/demoImages';
import { setFault } from '../../../mocks/http/faults';
import type { NewReturnReport, ReturnReport } from '../../../src/custom/devolucoes/returnReports';
import { apiUrl } from '../../../src/config';
import { returnReportsProvider } from '../../../src/dataProviders/devolucoes';
import { RETURN_PATHS } from '../../../src/dataProviders/devolucoes/wire';
import { TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from '../../../src/session/cookies';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';
import { nodeFile, stubNodeFormData } from '../../helpers/nodeFiles';

const R = 'devolucoes';

async function signIn(account: AccountName): Promise<void> {
  const { codigo, senha } = ACCOUNTS[account];
  writeCookie(TOKEN_COOKIE, await tokenOf(codigo, senha));
  writeCookie(USER_CODE_COOKIE, codigo);
}

/** jsdom's Blob has no arrayBuffer(). */
const bytesOf = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });

const JPEG = blockJpeg(32, 16, (x) => [x * 7, 90, 200]);
const PNG = rgbPng(6, 5, (x, y) => [x * 40, y * 50, 120]);

const report = (images: File[]): NewReturnReport => ({
  supplierId: 1000001,
  productId: 420003,
  receiptDate: '2026-11-18',
  scheduled: 24,
  inspected: 24,
  returned: 6,
  reasonIds: [3],
  note: 'Tampas faltando',
  images,
});

const reportsOf = async (supplierId: number) =>
  (await returnReportsProvider.getList(R, { filter: { supplierId }, pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' } })).data as ReturnReport[];

beforeEach(() => stubNodeFormData());
afterEach(() => vi.unstubAllGlobals());

describe('return reports provider against the mock', () => {
  it('staff save a report with two images; the supplier reads it and downloads each image byte for byte; staff delete it', async () => {
    await signIn('sourcing');
    const { id } = await returnReportsProvider.saveReport(R, report([nodeFile([JPEG], 'panela.jpg', 'image/jpeg'), nodeFile([PNG], 'tampa.png', 'image/png')]));

    await signIn('moveis');
    const mine = await reportsOf(1000001);
    expect(mine.find((row) => row.id === id)).toMatchObject({ productId: 420003, division: 'A', groupName: 'Utilidades domésticas', stocked: 18, note: 'TAMPAS FALTANDO', receiptDate: '2026-11-18' });
    const pictures = await returnReportsProvider.pictures(R, { supplierId: 1000001, reportId: id });
    expect(pictures.map((picture) => picture.key)).toEqual([`devolucoes/${id}/1-panela.jpg`, `devolucoes/${id}/2-tampa.png`]);
    const jpeg = await returnReportsProvider.picture(R, { key: pictures[0].key });
    expect(jpeg.type).toBe('image/jpeg');
    expect(await bytesOf(jpeg)).toEqual(JPEG);
    const png = await returnReportsProvider.picture(R, { key: pictures[1].key });
    expect(png.type).toBe('image/png');
    expect(await bytesOf(png)).toEqual(PNG);
    await expect(returnReportsProvider.delete(R, { id })).rejects.toThrow('Apenas a equipe interna pode cadastrar ou excluir relatórios de devolução.');

    await signIn('acessorios');
    await expect(returnReportsProvider.getOne(R, { id })).rejects.toThrow('Relatório de devolução não encontrado.');

    await signIn('sourcing');
    await returnReportsProvider.delete(R, { id });
    expect((await reportsOf(1000001)).some((row) => row.id === id)).toBe(false);
    expect(db.tables.returnPictures.some((row) => row.returnReceiptId === id)).toBe(false);
  });

  it('a fault on the second upload-picture call stops the flow: nothing is created', async () => {
    await signIn('sourcing');
    const before = db.tables.returnReports.length;
    setFault(`POST ${new URL(apiUrl('orders', RETURN_PATHS.uploadPicture)).pathname}`, { status: 500, after: 1, times: 1 });
    const images = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => nodeFile([JPEG], name, 'image/jpeg'));
    await expect(returnReportsProvider.saveReport(R, report(images))).rejects.toThrow('Ocorreu um erro ao fazer upload do arquivo!');
    expect(db.tables.returnReports).toHaveLength(before);
    expect(db.tables.returnPictures.filter((row) => row.fileName.endsWith('-b.jpg') || row.fileName.endsWith('-c.jpg'))).toEqual([]);

    // The fault is spent: the same report saves on the next try.
    const { id } = await returnReportsProvider.saveReport(R, report(images));
    expect(db.tables.returnPictures.filter((row) => row.returnReceiptId === id).map((row) => row.fileName)).toEqual(['1-a.jpg', '2-b.jpg', '3-c.jpg']);
  });

  it('a text file named .jpg is refused by the server, and nothing is created', async () => {
    await signIn('sourcing');
    const before = db.tables.returnReports.length;
    const fake = nodeFile(['isto é texto, não uma imagem'], 'foto.jpg', 'image/jpeg');
    await expect(returnReportsProvider.saveReport(R, report([fake]))).rejects.toThrow('O arquivo enviado não é uma imagem (JPEG, PNG, GIF ou WebP).');
    expect(db.tables.returnReports).toHaveLength(before);
  });
});
