// @vitest-environment jsdom
import { db } from '../../../mocks/db/db';
import type { SheetCard } from '../../../src/custom/qualidade/technicalSheets';
import { technicalSheetsProvider } from '../../../src/dataProviders/qualidade';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { installFakeXhr, lastXhr } from '../../components/dataProviders/fakeXhr';
import { ACCOUNTS } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';

const R = 'fichasTecnicas';

const pdfText = (text: string): string => `%PDF-1.7\n${text}\n%%EOF\n`;
const pdf = (text: string, name = 'ficha.pdf') => new File([pdfText(text)], name, { type: 'application/pdf' });

/** The files the mock answers are Node's Blobs (text()); jsdom's own have none. */
const textOf = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function' ? blob.text() : new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });

/** The form the provider built, sent to the mock as the browser would, and the mock's answer handed back. */
async function forwardUpload(): Promise<void> {
  const xhr = lastXhr();
  const response = await fetch(xhr.url, { method: xhr.method, headers: Object.fromEntries(xhr.headers), body: xhr.body });
  xhr.respond(response.status, await response.text());
}

async function signIn(account: keyof typeof ACCOUNTS): Promise<void> {
  writeCookie(TOKEN_COOKIE, await tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha));
}

const furnitureCards = async (status: 'P' | 'A') =>
  (await technicalSheetsProvider.getList(R, { filter: { category: 'P', supplierId: 1000001, status }, pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' } }))
    .data as SheetCard[];

beforeEach(() => installFakeXhr());
afterEach(() => vi.unstubAllGlobals());

describe('technical sheets provider against the mock', () => {
  it('uploads a pending furniture card (POST, Doc as base64 text), replaces it (PUT), and reads both files and the history back', async () => {
    await signIn('moveis');
    const [pending] = await furnitureCards('P');
    expect(pending).toMatchObject({ kind: 'furniture', status: 'P', sheetId: null, fileKey: null, updatedAt: null });

    const first = pdf('primeira');
    const created = technicalSheetsProvider.uploadFurnitureSheet(R, { card: pending, file: first, userId: 1000001 });
    await vi.waitFor(() => lastXhr());
    const form = lastXhr().body!;
    expect(form.get('Doc')).toBe(btoa(pdfText('primeira')));
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'Doc'))).toEqual({
      Alfanumerico: pending.alpha,
      FileName: 'ficha.pdf',
      ContentFile: 'application/pdf',
      Departamento: 'P',
      idUserFornecedor: '1000001',
      InStatus: 'A',
      idDescr: String(pending.descriptionId),
    });
    await forwardUpload();
    const { sheetId } = await created;
    const card = { ...pending, sheetId };

    const second = pdf('segunda', 'ficha-v2.pdf');
    const replaced = technicalSheetsProvider.uploadFurnitureSheet(R, { card, file: second, userId: 1000001 });
    await vi.waitFor(() => expect(lastXhr().method).toBe('PUT'));
    expect(lastXhr().url).toMatch(new RegExp(`/qualidade/ficha-tecnica/moveis/${sheetId}$`));
    await forwardUpload();
    await expect(replaced).resolves.toEqual({ sheetId });

    const history = await technicalSheetsProvider.sheetHistory(R, { descriptionId: pending.descriptionId, category: 'P' });
    expect(history.map((version) => [version.version, version.fileName, version.current])).toEqual([
      [2, 'ficha-v2.pdf', true],
      [1, 'ficha.pdf', false],
    ]);
    const files = await Promise.all(history.map((version) => technicalSheetsProvider.sheetFile(R, { fileKey: version.fileKey })));
    expect(await Promise.all(files.map(textOf))).toEqual([pdfText('segunda'), pdfText('primeira')]);
  });

  it("fails with the server's own message (a PNG named .pdf)", async () => {
    await signIn('moveis');
    const [pending] = await furnitureCards('P');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'foto.pdf', { type: 'application/pdf' });
    const sent = technicalSheetsProvider.uploadFurnitureSheet(R, { card: pending, file: png, userId: 1000001 });
    await vi.waitFor(() => lastXhr());
    await forwardUpload();
    await expect(sent).rejects.toMatchObject({ message: 'O conteúdo do arquivo não é um PDF.' });
  });

  it('adds an accessory sheet as staff: suppliers, alphas and product ids from the mock, then the approved card', async () => {
    await signIn('sourcing');
    const suppliers = await technicalSheetsProvider.accessorySuppliers(R, {});
    expect(suppliers).toContainEqual({ id: 2000001, name: ACCOUNTS.acessorios.nome });
    const alphas = await technicalSheetsProvider.alphas(R, { supplierId: 2000001 });
    let products: Awaited<ReturnType<typeof technicalSheetsProvider.productIds>> = [];
    for (const alpha of alphas) {
      products = await technicalSheetsProvider.productIds(R, { alpha, supplierId: 2000001 });
      if (products.length >= 2) break;
    }
    const chosen = products.slice(0, 2);
    expect(chosen).toHaveLength(2);
    const added = technicalSheetsProvider.addAccessorySheet(R, { sheetNumber: ' FT-77 ', supplierId: 2000001, alpha: 'X', products: chosen, file: pdf('acessórios'), userId: 3 });
    await vi.waitFor(() => lastXhr());
    expect(JSON.parse(String(lastXhr().body!.get('ListaProd')))).toEqual(chosen.map((product) => ({ idDescr: product.descriptionId, Nr_prod: product.productId })));
    expect(lastXhr().body!.get('NrFicha')).toBe('FT-77');
    await forwardUpload();
    const { sheetId } = await added;
    expect(db.tables.qualitySheets.find((sheet) => sheet.id === sheetId)).toMatchObject({ status: 'A', supplierId: 2000001 });

    await signIn('acessorios');
    const page = await technicalSheetsProvider.getList(R, {
      filter: { category: 'A', supplierId: 2000001, search: { sheetNumber: 'FT-77' } },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(page.total).toBe(1);
    const [card] = page.data as SheetCard[];
    expect(card).toMatchObject({ kind: 'accessory', status: 'A', sheetId, supplierSheetNumber: 'FT-77' });
    const details = await technicalSheetsProvider.accessoryProducts(R, { supplierId: 2000001, descriptionId: card.descriptionId });
    expect(details.map((product) => product.productId).sort()).toEqual(chosen.map((product) => product.productId).sort());
  });
});
