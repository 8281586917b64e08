import { db } from '../../../mocks/db/db';
import { sheetCardPage } from '../../../mocks/qualidade/cards';
import { apiUrl } from '../../../src/config';
import {
  QUALITY_PATHS,
  type FamilyRow,
  type GroupRow,
  type ProductIdRow,
  type SheetCardRow,
  type SheetVersionRow,
} from '../../../src/dataProviders/qualidade/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { accountTokens } from '../../helpers/mockApi';


const MB = 1024 * 1024;

const token = accountTokens();

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


const furnitureOf = (supplierId: number) => ({ inAcessMoveis: 'P', Departamento: 'P', fornecedor: supplierId });
const accessoriesOf = (supplierId: number) => ({ inAcessMoveis: 'A', Departamento: 'A', fornecedor: supplierId });
const sheetOf = (descriptionId: number) => db.tables.qualitySheets.find((sheet) => sheet.descriptionIds.includes(descriptionId));
const approvedFurniture = (supplierId: number) =>
  db.tables.qualitySheets.find((sheet) => sheet.supplierId === supplierId && sheet.category === 'P' && sheet.status === 'A')!;

async function download(account: AccountName, fileKey: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const link = await getAs<{ url: string }>(account, `${QUALITY_PATHS.sheetFileUrl}/${fileKey}`);
  if (link.status !== 200) return { status: link.status, type: null, bytes: new Uint8Array() };
  const file = await fetch(link.body.itens.url);
  return { status: file.status, type: file.headers.get('Content-Type'), bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Every card of a filter, page by page as the screen asks (2 at a time). */
async function allCards(account: AccountName, query: Record<string, string | number>): Promise<SheetCardRow[]> {
  const rows: SheetCardRow[] = [];
  for (let offset = 0; ; offset += 2) {
    const page = await getAs<SheetCardRow[]>(account, QUALITY_PATHS.sheets, { ...query, LinhaInicial: offset, QtdRegistro: 2 });
    expect(page.status).toBe(200);
    rows.push(...page.body.itens);
    if (page.body.itens.length < 2) return rows;
  }
}

describe('technical sheets mock: lookups', () => {
  it('categories: 1000001 furniture and accessories, 2000001 accessories only; idPessoa 0 is the caller; another id is refused', async () => {
    expect((await getAs('moveis', QUALITY_PATHS.categories, { idPessoa: 0 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'S' });
    expect((await getAs('acessorios', QUALITY_PATHS.categories, { idPessoa: 0 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'N' });
    expect((await getAs('sourcing', QUALITY_PATHS.categories, { idPessoa: 2000001 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'N' });
    expect((await getAs('sourcing', QUALITY_PATHS.categories, { idPessoa: 0 })).body.itens).toEqual({ iN_ACESS: 'S', iN_MOVEIS: 'S' });
    const refused = await getAs('acessorios', QUALITY_PATHS.categories, { idPessoa: 1000001 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/outro fornecedor/);
  });

  it("groups per division with cd_div (the placeholder '15 - .' among furniture's), families per group, situations", async () => {
    const furniture = (await getAs<GroupRow[]>('moveis', QUALITY_PATHS.groups, { inAcessMoveis: 'P' })).body.itens;
    const accessories = (await getAs<GroupRow[]>('moveis', QUALITY_PATHS.groups, { inAcessMoveis: 'A' })).body.itens;
    expect(furniture.every((group) => group.cd_div === 'P')).toBe(true);
    expect(furniture.map((group) => group.nm_grupo)).toContain('15 - .');
    expect(accessories.map((group) => group.nm_grupo)).toContain('22 - Cozinha');
    const families = (await getAs<FamilyRow[]>('moveis', QUALITY_PATHS.families, { cdGrupo: 1, cdDiv: 'P' })).body.itens;
    expect(families).toEqual([
      { cd_familia: 11, nm_familia: 'Sofás' },
      { cd_familia: 12, nm_familia: 'Poltronas' },
    ]);
    expect((await getAs('moveis', QUALITY_PATHS.situations)).body.itens).toContainEqual({ id: 1, nome: 'Ativo' });
    expect((await getAs('moveis', QUALITY_PATHS.groups, { inAcessMoveis: 'X' })).status).toBe(400);
  });

  it("refuses an id with letters ('12ab') with a 400 and a message, wherever an id is a parameter", async () => {
    const answers = [
      await getAs('moveis', QUALITY_PATHS.sheets, { ...furnitureOf(1000001), idProduto: '12ab' }),
      await getAs('moveis', QUALITY_PATHS.sheets, { ...furnitureOf(1000001), grupo: '12ab' }),
      await getAs('moveis', QUALITY_PATHS.sheets, { ...furnitureOf(1000001), fornecedor: '12ab' }),
      await getAs('moveis', QUALITY_PATHS.categories, { idPessoa: '12ab' }),
      await getAs('moveis', QUALITY_PATHS.families, { cdGrupo: '12ab', cdDiv: 'P' }),
      await getAs('sourcing', QUALITY_PATHS.productIds, { alfa: 'DOU-211', idPessoa: '12ab' }),
      await getAs('moveis', QUALITY_PATHS.accessoryProducts, { P_ID_PESSOA: 1000001, P_ID_DESCR: '12ab' }),
      await getAs('moveis', `${QUALITY_PATHS.sheetHistory}/12ab`),
      await sendAs('moveis', 'PUT', `${QUALITY_PATHS.furnitureSheet}/12ab`, furnitureFields(80001, 1000001)),
    ];
    answers.forEach((answer) => {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain("'12ab'");
    });
    const posted = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, { ...furnitureFields(0, 1000001), idDescr: '12ab' });
    expect(posted.status).toBe(400);
    expect(posted.body.message).toContain("'12ab'");
  });
});

describe('technical sheets mock: cards', () => {
  it('pages two by two with the total in every row, cards in every status of both categories for the demo suppliers', async () => {
    const first = await cards('moveis', furnitureOf(1000001));
    expect(first.status).toBe(200);
    expect(first.body.itens).toHaveLength(2);
    expect(first.body.itens.every((row) => row.qt_total_regs === first.body.itens[0].qt_total_regs)).toBe(true);
    const furniture = await allCards('moveis', furnitureOf(1000001));
    expect(furniture).toHaveLength(first.body.itens[0].qt_total_regs);
    expect(new Set(furniture.map((row) => row.status))).toEqual(new Set(['P', 'A', 'R']));
    expect(furniture.every((row) => row.tipo === 'm' && row.idsProduto.split(', ').length === 1)).toBe(true);
    const pending = furniture.find((row) => row.status === 'P')!;
    expect(pending).toMatchObject({ dt_atlz: '0001-01-01T00:00:00', pdfLink: '' });
    expect(pending.ficha).toBeUndefined();
    for (const supplier of ['moveis', 'acessorios'] as const) {
      const accessories = await allCards(supplier, accessoriesOf(Number(ACCOUNTS[supplier].codigo)));
      expect(new Set(accessories.map((row) => row.status))).toEqual(new Set(['P', 'A', 'R']));
      expect(accessories.every((row) => row.tipo === 'a')).toBe(true);
    }
  });

  it("a supplier reads only its own cards: 2000001 asking for 1000001's is refused with a message; staff read any", async () => {
    const refused = await cards('acessorios', furnitureOf(1000001));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/outro fornecedor/);
    expect((await cards('sourcing', furnitureOf(1000001))).status).toBe(200);
    expect((await cards('sourcing', { inAcessMoveis: 'P', Departamento: 'P' })).status).toBe(400);
  });

  it('filters by every product field: alpha, sheet number, product id, name, line, group, family, situation, status', async () => {
    const all = await allCards('moveis', furnitureOf(1000001));
    const sample = all.find((row) => row.status === 'A')!;
    const product = db.tables.qualityProducts.find((row) => row.descriptionId === sample.idDescr)!;
    const count = async (query: Record<string, string | number>) => (await allCards('moveis', { ...furnitureOf(1000001), ...query })).map((row) => row.idDescr);
    expect(await count({ alfaNumerico: product.alpha.toLowerCase() })).toContain(sample.idDescr);
    expect(await count({ idFicha: String(sample.ficha) })).toEqual([sample.idDescr]);
    expect(await count({ idProduto: String(product.productId) })).toEqual([sample.idDescr]);
    const byName = await count({ nomeProduto: product.name.slice(0, 6).toUpperCase() });
    expect(byName).toContain(sample.idDescr);
    expect(byName.length).toBeLessThan(all.length);
    expect(await count({ linha: product.line })).toEqual(all.filter((row) => row.linha === product.line).map((row) => row.idDescr));
    expect(await count({ grupo: product.groupId })).toEqual(all.filter((row) => row.grupo === sample.grupo).map((row) => row.idDescr));
    const ofFamily = db.tables.qualityProducts.filter((row) => row.supplierId === 1000001 && row.category === 'P' && row.familyId === product.familyId);
    expect((await count({ familia: product.familyId })).sort()).toEqual(ofFamily.map((row) => row.descriptionId).sort());
    expect(await count({ idSituacao: 2 })).toEqual(all.filter((row) => row.situacao === 'Fora de linha').map((row) => row.idDescr));
    expect(await count({ statusFicha: 'R' })).toEqual(all.filter((row) => row.status === 'R').map((row) => row.idDescr));
    // DsStatus is the product's registration with the retailer, not the sheet's status.
    const registered = (status: string) =>
      db.tables.qualityProducts.filter((row) => row.supplierId === 1000001 && row.category === 'P' && row.registrationStatus === status).map((row) => row.descriptionId);
    expect((await count({ DsStatus: 'P' })).sort()).toEqual(registered('P').sort());
    expect((await count({ DsStatus: 'A', statusFicha: 'P' })).length).toBeGreaterThan(0);
  });

  it('furniture order filters join the order lines of the product: situation, branch, payment condition, emission and schedule dates', async () => {
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001);
    const productsOf = (keep: (line: (typeof lines)[number]) => boolean) => {
      const ids = new Set(lines.filter(keep).map((line) => line.productId));
      return db.tables.qualityProducts.filter((row) => row.supplierId === 1000001 && row.category === 'P' && ids.has(row.productId)).map((row) => row.descriptionId).sort();
    };
    const found = async (query: Record<string, string | number>) => (await allCards('moveis', { ...furnitureOf(1000001), ...query })).map((row) => row.idDescr).sort();
    const delivered = await found({ situacaoPedido: 'E' });
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered).toEqual(productsOf((line) => line.status === 'E'));
    expect(await found({ situacaoPedido: 'E', localEntrega: 101 })).toEqual(productsOf((line) => line.status === 'E' && line.branchDeliveryId === 101));
    expect(await found({ condicaoPagamento: 45 })).toEqual([]);
    expect((await found({ condicaoPagamento: 28 })).length).toBeGreaterThan(0);
    const issued = lines.map((line) => line.issueDate.slice(0, 10)).sort();
    const middle = issued[Math.floor(issued.length / 2)];
    const dayText = `${middle.slice(8, 10)}/${middle.slice(5, 7)}/${middle.slice(0, 4)}`;
    expect(await found({ tipoData: 'E', dataInicial: dayText, dataFinal: dayText })).toEqual(productsOf((line) => line.issueDate.startsWith(middle)));
    const scheduled = await found({ tipoData: 'A', dataInicial: '01/01/2000', dataFinal: '31/12/2099' });
    expect(scheduled).toEqual(productsOf((line) => line.stage === 'A'));
    expect((await cards('moveis', { ...furnitureOf(1000001), dataInicial: dayText })).status).toBe(400);
    expect((await cards('moveis', { ...furnitureOf(1000001), tipoData: 'E', dataInicial: '31/02/2026' })).status).toBe(400);
  });

  it('3000001: 2,000 products paged two at a time, each page built well under 100 ms on the server', async () => {
    const first = await cards('sourcing', furnitureOf(3000001));
    expect(first.body.itens[0].qt_total_regs).toBe(2000);
    const last = await cards('sourcing', { ...furnitureOf(3000001), LinhaInicial: 1998 });
    expect(last.body.itens).toHaveLength(2);
    expect(last.body.itens[1].idDescr).not.toBe(first.body.itens[1].idDescr);
    const serverQuery = (fields: Record<string, string>) => new URLSearchParams({ inAcessMoveis: 'P', Departamento: 'P', fornecedor: '3000001', QtdRegistro: '2', ...fields });
    const query = serverQuery({ LinhaInicial: '1000', nomeProduto: 'sofa', DsStatus: 'A' });
    sheetCardPage(query, 3000001);
    const started = performance.now();
    const rows = sheetCardPage(query, 3000001);
    expect(performance.now() - started).toBeLessThan(100);
    expect(rows.every((row) => row.status === 'A')).toBe(true);
    const ordered = sheetCardPage(serverQuery({ situacaoPedido: 'C', LinhaInicial: '0' }), 3000001);
    expect(ordered[0].qt_total_regs).toBeGreaterThan(0);
    expect(ordered[0].qt_total_regs).toBeLessThan(2000);
  });
});

describe('technical sheets mock: files', () => {
  it('serves a seeded sheet as a multi-page PDF, the same bytes on every download, by key and token in the path', async () => {
    const sheet = approvedFurniture(1000001);
    const first = await download('moveis', sheet.fileKey);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    const text = new TextDecoder().decode(first.bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page /g)?.length).toBeGreaterThanOrEqual(2);
    expect((await download('moveis', sheet.fileKey)).bytes).toEqual(first.bytes);
    const link = await getAs<{ url: string }>('moveis', `${QUALITY_PATHS.sheetFileUrl}/${sheet.fileKey}`);
    expect((await fetch(link.body.itens.url.replace(/\/[^/]+$/, '/not-a-token'))).status).toBe(401);
  });

  it("2000001 cannot download, list the history of, or replace 1000001's sheet", async () => {
    const sheet = approvedFurniture(1000001);
    expect((await download('acessorios', sheet.fileKey)).status).toBe(403);
    expect((await getAs('acessorios', `${QUALITY_PATHS.sheetHistory}/${sheet.descriptionIds[0]}`)).status).toBe(403);
    const replaced = await sendAs('acessorios', 'PUT', `${QUALITY_PATHS.furnitureSheet}/${sheet.id}`, furnitureFields(sheet.descriptionIds[0], 2000001));
    expect(replaced.status).toBe(403);
    expect(replaced.body.message).toBeTruthy();
    const created = await sendAs('acessorios', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(pendingFurniture(1000001).descriptionId, 2000001));
    expect(created.status).toBe(403);
  });
});

describe('technical sheets mock: furniture upload', () => {
  it('creates an approved sheet (POST), stored byte for byte, with its date and file key on the card', async () => {
    const product = pendingFurniture(1000001);
    const bytes = pdfBytes(4096);
    const created = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(product.descriptionId, 1000001, bytes));
    expect(created.status).toBe(200);
    const sheet = sheetOf(product.descriptionId)!;
    expect(sheet).toMatchObject({ id: created.body.itens.idFicha, status: 'A' });
    expect((await download('moveis', sheet.fileKey)).bytes).toEqual(bytes);
    const [card] = (await cards('moveis', { ...furnitureOf(1000001), idProduto: String(product.productId) })).body.itens;
    expect(card).toMatchObject({ status: 'A', ficha: sheet.id, pdfLink: sheet.fileKey });
    expect(card.dt_atlz.startsWith('0001')).toBe(false);
    const again = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(product.descriptionId, 1000001, bytes));
    expect(again.status).toBe(409);
  });

  it('replaces a sheet (PUT): a new version in force, the old one in the history and still downloadable', async () => {
    const product = pendingFurniture(1000001);
    const original = pdfBytes(2048, '%PDF-1.4\n% original\n');
    const replacement = pdfBytes(3072, '%PDF-1.7\n% replacement\n');
    const { body } = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(product.descriptionId, 1000001, original, 'original.pdf'));
    const replaced = await sendAs('moveis', 'PUT', `${QUALITY_PATHS.furnitureSheet}/${body.itens.idFicha}`, furnitureFields(product.descriptionId, 1000001, replacement, 'nova.pdf'));
    expect(replaced.status).toBe(200);
    const history = (await getAs<SheetVersionRow[]>('moveis', `${QUALITY_PATHS.sheetHistory}/${product.descriptionId}`, { Departamento: 'P' })).body.itens;
    expect(history.map((row) => [row.versao, row.nomeArquivo, row.atual, row.enviadoPor])).toEqual([
      [2, 'nova.pdf', 'S', ACCOUNTS.moveis.nome],
      [1, 'original.pdf', 'N', ACCOUNTS.moveis.nome],
    ]);
    expect((await download('moveis', history[0].pdfLink)).bytes).toEqual(replacement);
    expect((await download('moveis', history[1].pdfLink)).bytes).toEqual(original);
    expect(sheetOf(product.descriptionId)!.fileKey).toBe(history[0].pdfLink);
  });

  it('a refused sheet sent again becomes approved; staff replace an approved accessory sheet through the same PUT', async () => {
    const refused = db.tables.qualitySheets.find((sheet) => sheet.supplierId === 1000001 && sheet.category === 'P' && sheet.status === 'R')!;
    expect((await cards('moveis', { ...furnitureOf(1000001), idFicha: String(refused.id) })).body.itens[0]).toMatchObject({ status: 'R', ficha: refused.id });
    const again = await sendAs('moveis', 'PUT', `${QUALITY_PATHS.furnitureSheet}/${refused.id}`, furnitureFields(refused.descriptionIds[0], 1000001));
    expect(again.status).toBe(200);
    expect(db.tables.qualitySheets.find((sheet) => sheet.id === refused.id)!.status).toBe('A');
    const accessory = db.tables.qualitySheets.find((sheet) => sheet.supplierId === 2000001 && sheet.status === 'A')!;
    const replaced = await sendAs('sourcing', 'PUT', `${QUALITY_PATHS.furnitureSheet}/${accessory.id}`, furnitureFields(accessory.descriptionIds[0], 3));
    expect(replaced.status).toBe(200);
    const history = (await getAs<SheetVersionRow[]>('acessorios', `${QUALITY_PATHS.sheetHistory}/${accessory.descriptionIds[0]}`)).body.itens;
    expect(history[0]).toMatchObject({ atual: 'S', enviadoPor: ACCOUNTS.sourcing.nome });
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it('checks the file: extension present, pdf, under 7 MB (exactly 7 MB refused, one byte less accepted), PDF content', async () => {
    const send = (bytes: Uint8Array, fileName: string) => sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(pendingFurniture(1000001).descriptionId, 1000001, bytes, fileName));
    const noExtension = await send(pdfBytes(), 'ficha');
    expect(noExtension).toMatchObject({ status: 400, body: { message: 'É necessário especificar uma extensão ao arquivo!' } });
    expect((await send(pdfBytes(), 'ficha.docx')).body.message).toBe('Extensão precisa ser pdf!');
    const png = new Uint8Array(512);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const disguised = await send(png, 'ficha.pdf');
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toMatch(/não é um PDF/);
    const exactly = await send(pdfBytes(7 * MB), 'grande.pdf');
    expect(exactly).toMatchObject({ status: 400, body: { message: 'Tamanho do arquivo precisa ser inferior a 7mb!' } });
    expect((await send(pdfBytes(7 * MB - 1), 'quase.pdf')).status).toBe(200);
  });

  it("refuses a supplier sending for another supplier: another's product, another user id", async () => {
    const other = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(pendingFurniture(3000001).descriptionId, 1000001));
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/não pertence ao fornecedor/);
    const otherUser = await sendAs('moveis', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(pendingFurniture(1000001).descriptionId, 2000001));
    expect(otherUser.status).toBe(403);
    expect((await sendAs('sourcing', 'POST', QUALITY_PATHS.furnitureSheet, furnitureFields(pendingFurniture(3000001).descriptionId, 3))).status).toBe(200);
  });
});

describe('technical sheets mock: accessory sheets', () => {
  const accessoryFields = (supplierId: number, products: readonly ProductIdRow[], sheetNumber = 'FT-2026-001', userId = 3) => ({
    Alfanumerico: 'DOU-211',
    FileName: 'acessorios.pdf',
    ContentFile: 'application/pdf',
    Doc: base64(pdfBytes(1024)),
    idUserFornecedor: userId,
    Departamento: 'A',
    InStatus: 'A',
    ListaProd: JSON.stringify(products.map((product) => ({ idDescr: product.idDescr, Nr_prod: product.id }))),
    NrFicha: sheetNumber,
    idFornecedor: supplierId,
  });

  async function openProducts(): Promise<ProductIdRow[]> {
    const { body } = await getAs<{ alfas: string[] }>('sourcing', QUALITY_PATHS.alphas, { idPessoa: 2000001 });
    for (const alfa of body.itens.alfas) {
      const ids = (await getAs<{ ids: ProductIdRow[] }>('sourcing', QUALITY_PATHS.productIds, { alfa, idPessoa: 2000001 })).body.itens.ids;
      if (ids.length >= 2) return ids.slice(0, 2);
    }
    throw new Error('no alpha of 2000001 with two open products');
  }

  it('staff add one approved sheet for two products; 2000001 then sees them approved on one card with its products', async () => {
    const products = await openProducts();
    const added = await sendAs('sourcing', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000001, products));
    expect(added.status).toBe(200);
    const [card] = (await cards('acessorios', { ...accessoriesOf(2000001), idFicha: 'FT-2026-001' })).body.itens;
    expect(card).toMatchObject({ tipo: 'a', status: 'A', ficha: added.body.itens.idFicha, nr_ficha_fornec: 'FT-2026-001' });
    expect(card.idsProduto.split(', ').map(Number).sort()).toEqual(products.map((product) => product.id).sort());
    const details = await getAs<{ id_produto: number }[]>('acessorios', QUALITY_PATHS.accessoryProducts, { P_ID_PESSOA: 2000001, P_ID_DESCR: card.idDescr });
    expect(details.body.itens.map((row) => row.id_produto).sort()).toEqual(products.map((product) => product.id).sort());
    const again = await sendAs('sourcing', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000001, products, 'FT-2026-002'));
    expect(again.status).toBe(409);
  });

  it("is staff only, needs a sheet number, and takes only the supplier's own accessory products", async () => {
    const products = await openProducts();
    const bySupplier = await sendAs('acessorios', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000001, products, 'FT-1', 2000001));
    expect(bySupplier.status).toBe(403);
    expect(bySupplier.body.message).toBe('Somente a equipe interna pode adicionar fichas técnicas de acessórios.');
    expect((await sendAs('sourcing', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000001, products, ' '))).body.message).toBe('Necessário vincular uma ficha!');
    const wrongSupplier = await sendAs('sourcing', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000002, products));
    expect(wrongSupplier.status).toBe(400);
    expect(wrongSupplier.body.message).toMatch(/não pertence ao fornecedor 2000002/);
    expect((await sendAs('sourcing', 'POST', QUALITY_PATHS.accessorySheet, accessoryFields(2000001, []))).body.message).toBe('É necessário adicionar pelo menos UM produto!');
    expect(db.tables.qualitySheets.some((sheet) => sheet.supplierSheetNumber === 'FT-1')).toBe(false);
  });
});
