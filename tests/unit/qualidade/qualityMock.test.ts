import { db } from '../../../mocks/db/db';
import { apiUrl } from '../../../src/config';
import { QUALITY_PATHS, type SheetCardRow, type SheetVersionRow } from '../../../src/dataProviders/qualidade/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';


const tokens = new Map<AccountName, string>();
async function token(account: AccountName): Promise<string> {
  let value = tokens.get(account);
  if (!value) {
    value = await tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha);
    tokens.set(account, value);
  }
  return value;
}
afterEach(() => tokens.clear());

interface Answer<T> {
  status: number;
  body: { status: boolean; message: string; itens: T };
}

async function getAs<T>(account: AccountName, path: string, query: Record<string, string | number> = {}): Promise<Answer<T>> {
  const url = new URL(apiUrl('legacy', path));
  Object.entries(query).forEach(([key, value]) => url.searchParams.set(key, String(value)));
  const response = await fetch(url, { headers: { 'User-Token': await token(account) } });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

async function sendAs(account: AccountName, method: 'POST' | 'PUT', path: string, fields: Record<string, string | number>): Promise<Answer<{ idFicha: number }>> {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.append(key, String(value)));
  const response = await fetch(apiUrl('legacy', path), { method, headers: { 'User-Token': await token(account) }, body: form });
  return { status: response.status, body: (await response.json()) as Answer<{ idFicha: number }>['body'] };
}

const cards = (account: AccountName, query: Record<string, string | number>) =>
  getAs<SheetCardRow[]>(account, QUALITY_PATHS.sheets, { LinhaInicial: 0, QtdRegistro: 2, ...query });

const pdfBytes = (size = 256, head = '%PDF-1.7\n'): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
};
const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

const furnitureFields = (descriptionId: number, userId: number, bytes = pdfBytes(), fileName = 'ficha.pdf') => ({
  Alfanumerico: 'ALFA',
  FileName: fileName,
  ContentFile: 'application/pdf',
  Doc: base64(bytes),
  Departamento: 'P',
  idUserFornecedor: userId,
  InStatus: 'A',
  idDescr: descriptionId,
});

const pendingFurniture = (supplierId: number) =>
  db.tables.qualityProducts.find(
    (product) => product.supplierId === supplierId && product.category === 'P' && !db.tables.qualitySheets.some((sheet) => sheet.descriptionIds.includes(product.descriptionId)),
  )!;

describe('technical sheets mock: lookups and cards', () => {
  it('categories: 1000001 furniture and accessories, 2000001 accessories only; a supplier asking for another id is refused', async () => {
    expect((await getAs('moveis', QUALITY_PATHS.categories, { idPessoa: 0 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'S' });
    expect((await getAs('acessorios', QUALITY_PATHS.categories, { idPessoa: 0 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'N' });
    expect((await getAs('sourcing', QUALITY_PATHS.categories, { idPessoa: 2000001 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'N' });
    const refused = await getAs('acessorios', QUALITY_PATHS.categories, { idPessoa: 1000001 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/outro fornecedor/);
  });

  it('pages the cards two by two with the total in every row, and keeps 2000001 out of 1000001', async () => {
    const first = await cards('moveis', { inAcessMoveis: 'P', Departamento: 'P', fornecedor: 1000001 });
    expect(first.status).toBe(200);
    expect(first.body.itens).toHaveLength(2);
    expect(first.body.itens[0].qt_total_regs).toBeGreaterThan(20);
    const refused = await cards('acessorios', { inAcessMoveis: 'P', Departamento: 'P', fornecedor: 1000001 });
    expect(refused.status).toBe(403);
  });

  it("refuses a product id with letters ('12ab') with a 400 and a message", async () => {
    const answer = await cards('moveis', { inAcessMoveis: 'P', Departamento: 'P', fornecedor: 1000001, idProduto: '12ab' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain("'12ab'");
  });
});

describe('technical sheets mock: furniture upload', () => {
  it('creates an approved sheet whose file comes back byte for byte', async () => {
    const product = pendingFurniture(1000001);
    const bytes = pdfBytes(4096);
    const created = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(product.descriptionId, 1000001, bytes));
    expect(created.status).toBe(200);
    const sheet = db.tables.qualitySheets.find((row) => row.id === created.body.itens.idFicha)!;
    expect(sheet.status).toBe('A');
    const link = await getAs<{ url: string }>('moveis', `${QUALITY_PATHS.sheetFileUrl}/${sheet.fileKey}`);
    const file = await fetch(link.body.itens.url);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});

describe('technical sheets mock: history', () => {
  it('lists the versions newest first', async () => {
    const sheet = db.tables.qualitySheets.find((row) => row.supplierId === 1000001 && row.category === 'P' && row.status === 'A')!;
    const history = await getAs<SheetVersionRow[]>('moveis', `${QUALITY_PATHS.sheetHistory}/${sheet.descriptionIds[0]}`, { Departamento: 'P' });
    expect(history.body.itens[0]).toMatchObject({ idFicha: sheet.id, atual: 'S', pdfLink: sheet.fileKey });
  });
});

