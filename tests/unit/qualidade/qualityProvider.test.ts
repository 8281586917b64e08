import { HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import type { SheetFilter } from '../../../src/custom/qualidade/technicalSheets';
import { technicalSheetsProvider } from '../../../src/dataProviders/qualidade';
import { mergeGroups, sheetListQuery, sheetPage } from '../../../src/dataProviders/qualidade/sheetMapping';
import type { GroupRow, SheetCardRow } from '../../../src/dataProviders/qualidade/wire';
import { recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 'q'.repeat(64);
const R = 'fichasTecnicas';

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

const row = (overrides: Partial<SheetCardRow> = {}): SheetCardRow => ({
  tipo: 'm',
  alfaNumerico: 'CIN-0011',
  nomeProduto: 'Sofá retrátil 3 lugares',
  idsProduto: '100123',
  departamento: 'Móveis',
  linha: 'Linha Moderna',
  grupo: '01 - Estofados',
  nm_fornecedor: 'Móveis Serra Gaúcha Indústria Ltda',
  id_fornecedor: 1000001,
  status: 'A',
  idDescr: 80001,
  dt_atlz: '2026-11-01T10:30:00',
  pdfLink: 'ft-5001-v1',
  ficha: 5001,
  nr_ficha_fornec: null,
  situacao: 'Ativo',
  qt_total_regs: 7,
  ...overrides,
});

describe('technical sheets provider: the cards', () => {
  it('sends the filter as SheetListQuery (2 per page, LinhaInicial from the page) and maps the rows to cards', async () => {
    const { ficha: _none, ...withoutSheet } = row({ status: 'P', idDescr: 80002, dt_atlz: '0001-01-01T00:00:00', pdfLink: '' });
    const seen = recordCalls('get', '/qualidade/ficha-tecnica', { status: true, itens: [row(), withoutSheet] });
    const filter: SheetFilter = { category: 'P', supplierId: 1000001, alpha: ' CIN ', status: 'A', search: { productId: '100' } };
    const result = await technicalSheetsProvider.getList(R, { filter, pagination: { page: 3, perPage: 2 }, sort: { field: 'id', order: 'ASC' } });
    expect(target(seen[0])).toBe(
      '/api/legacy/qualidade/ficha-tecnica?LinhaInicial=4&QtdRegistro=2&inAcessMoveis=P&Departamento=P&fornecedor=1000001&alfaNumerico=CIN&idProduto=100&DsStatus=A',
    );
    expect(result.total).toBe(7);
    expect(result.data[0]).toMatchObject({ kind: 'furniture', updatedAt: '2026-11-01T10:30:00', fileKey: 'ft-5001-v1', sheetId: 5001 });
    expect(result.data[1]).toMatchObject({ status: 'P', updatedAt: null, fileKey: null, sheetId: null });
  });
});

describe('technical sheets provider: the filter on the wire', () => {
  it('accessories send neither the status nor the order filters; furniture sends them with legacy dates', () => {
    const filter: SheetFilter = {
      category: 'A',
      supplierId: 2000001,
      status: 'A',
      search: { sheetNumber: ' FT-1 ', productName: 'mesa', line: '', alpha: 'DOU' },
      alpha: 'ignored',
      groupId: 21,
      familyId: 0,
      situationId: 1,
      dateKind: 'scheduling',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      deliveryBranchId: 101,
      paymentConditionId: 28,
      orderSituation: 'C',
    };
    expect(sheetListQuery(filter, { page: 1, perPage: 2 })).toEqual({
      LinhaInicial: 0,
      QtdRegistro: 2,
      inAcessMoveis: 'A',
      Departamento: 'A',
      fornecedor: 2000001,
      idSituacao: 1,
      alfaNumerico: 'DOU',
      idFicha: 'FT-1',
      nomeProduto: 'mesa',
      linha: undefined,
      idProduto: undefined,
      grupo: 21,
      familia: undefined,
    });
    expect(sheetListQuery({ ...filter, category: 'P', status: '', dateKind: 'emission' }, { page: 2, perPage: 2 })).toMatchObject({
      LinhaInicial: 2,
      DsStatus: undefined,
      tipoData: 'E',
      dataInicial: '01/11/2026',
      dataFinal: '30/11/2026',
      localEntrega: 101,
      condicaoPagamento: 28,
      situacaoPedido: 'C',
    });
    expect(sheetListQuery({ ...filter, category: 'P', dateKind: 'scheduling' }, { page: 1, perPage: 2 }).tipoData).toBe('A');
  });

  it('asks nothing while no supplier is chosen', async () => {
    const seen = recordCalls('get', '/qualidade/ficha-tecnica', { status: true, itens: [] });
    const page = await technicalSheetsProvider.getList(R, { filter: { category: 'P' }, pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' } });
    expect(page).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(0);
  });

  it('keeps card ids unique, and refuses rows without their fields', () => {
    const twice = sheetPage({}, [row(), row(), row({ tipo: 'a', idDescr: 80001 })]);
    expect(new Set(twice.data.map((card) => card.id)).size).toBe(3);
    expect(sheetPage({}, []).total).toBe(0);
    expect(() => sheetPage({}, [{ ...row(), status: 'X' }])).toThrow('Campos necessários, não foram retornados pelo servidor!');
  });
});

describe('technical sheets provider: lookups', () => {
  it('categories: idPessoa 0 for the signed-in supplier, the chosen one for staff; S means yes', async () => {
    const seen = recordCalls('get', '/fornecedores/categoria', { status: true, itens: { iN_ACESS: 'S', iN_MOVEIS: 'N' } });
    expect(await technicalSheetsProvider.categories(R, { supplierId: null })).toEqual({ accessories: true, furniture: false });
    await technicalSheetsProvider.categories(R, { supplierId: 2000001 });
    expect(seen.map(target)).toEqual(['/api/legacy/fornecedores/categoria?idPessoa=0', '/api/legacy/fornecedores/categoria?idPessoa=2000001']);
  });

  it('groups: one call per division, merged', async () => {
    const seen = recordCalls('get', '/qualidade/grupos', (request) => {
      const division = new URL(request.url).searchParams.get('inAcessMoveis');
      return HttpResponse.json({ status: true, itens: [{ cd_grupo: division === 'A' ? 21 : 1, nm_grupo: division === 'A' ? '21 - Iluminação' : '01 - Estofados', cd_div: division }] });
    });
    expect(await technicalSheetsProvider.groups(R, {})).toEqual([
      { id: 1, name: '01 - Estofados', division: 'P' },
      { id: 21, name: '21 - Iluminação', division: 'A' },
    ]);
    expect(seen.map(target).sort()).toEqual(['/api/legacy/qualidade/grupos?inAcessMoveis=A', '/api/legacy/qualidade/grupos?inAcessMoveis=P']);
  });

  it('accessory suppliers in either spelling; alphas; product ids; accessory products; history', async () => {
    recordCalls('get', '/fornecedores/ativos', { status: true, itens: [{ iD_PESSOA: 2000001, nM_PESSOA: 'Casa Bela' }, { ID_PESSOA: 2000002, NM_PESSOA: 'Outra' }] });
    expect(await technicalSheetsProvider.accessorySuppliers(R, {})).toEqual([
      { id: 2000001, name: 'Casa Bela' },
      { id: 2000002, name: 'Outra' },
    ]);
    const alphas = recordCalls('get', '/ficha-tecnica/alfas', { status: true, itens: { alfas: ['DOU-211'] } });
    expect(await technicalSheetsProvider.alphas(R, { supplierId: 2000001 })).toEqual(['DOU-211']);
    expect(target(alphas[0])).toBe('/api/legacy/ficha-tecnica/alfas?idPessoa=2000001');
    const ids = recordCalls('get', '/qualidade/ficha-tecnica/ids', { status: true, itens: { ids: [{ id: 5, name: 'Luminária', idDescr: 9 }] } });
    expect(await technicalSheetsProvider.productIds(R, { alpha: 'DOU-211', supplierId: 2000001 })).toEqual([{ productId: 5, name: 'Luminária', descriptionId: 9 }]);
    expect(target(ids[0])).toBe('/api/legacy/qualidade/ficha-tecnica/ids?alfa=DOU-211&idPessoa=2000001');
    const products = recordCalls('get', '/qualidade/ficha-tecnica/produtos', {
      status: true,
      itens: [{ id_produto: 5, nome_produto: 'Luminária', alfa: 'DOU-211', linha: 'Linha Moderna', grupo: '21 - Iluminação' }],
    });
    expect(await technicalSheetsProvider.accessoryProducts(R, { supplierId: 2000001, descriptionId: 9 })).toEqual([
      { productId: 5, productName: 'Luminária', alpha: 'DOU-211', line: 'Linha Moderna', group: '21 - Iluminação' },
    ]);
    expect(target(products[0])).toBe('/api/legacy/qualidade/ficha-tecnica/produtos?P_ID_PESSOA=2000001&P_ID_DESCR=9');
    const history = recordCalls('get', '/qualidade/ficha-tecnica/historico/:id', {
      status: true,
      itens: [{ idFicha: 7, versao: 2, nomeArquivo: 'f.pdf', pdfLink: 'ft-7-v2', dt_envio: '2026-11-20T10:00:00', enviadoPor: 'Ana', atual: 'S' }],
    });
    expect(await technicalSheetsProvider.sheetHistory(R, { descriptionId: 9, category: 'A' })).toEqual([
      { sheetId: 7, version: 2, fileName: 'f.pdf', fileKey: 'ft-7-v2', sentAt: '2026-11-20T10:00:00', sentBy: 'Ana', current: true },
    ]);
    expect(target(history[0])).toBe('/api/legacy/qualidade/ficha-tecnica/historico/9?Departamento=A');
  });

  it("a sheet file: the link from the URL service, never one outside the portal's API", async () => {
    for (const url of ['https://elsewhere.example/ficha.pdf', 'http://localhost/api/legacy-other/qualidade/arquivo/ft-1-v1/t']) {
      server.resetHandlers();
      recordCalls('get', '/qualidade/arquivo/url/:key', { status: true, itens: { url } });
      await expect(technicalSheetsProvider.sheetFile(R, { fileKey: 'ft-1-v1' })).rejects.toMatchObject({ message: 'O endereço do arquivo não é do servidor do portal.' });
    }
    server.resetHandlers();
    const file = recordCalls('get', '/qualidade/arquivo/:key/:token', () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
    // Added last, so tried first: '/qualidade/arquivo/url/x' would also match the file's pattern.
    recordCalls('get', '/qualidade/arquivo/url/:key', { status: true, itens: { url: 'http://localhost/api/legacy/qualidade/arquivo/ft-1-v1/tok' } });
    expect(await (await technicalSheetsProvider.sheetFile(R, { fileKey: 'ft-1-v1' })).text()).toBe('%PDF-1.4');
    expect(target(file[0])).toBe('/api/legacy/qualidade/arquivo/ft-1-v1/tok');
  });

  it("merges both divisions' groups sorted by name, without '15 - .'", () => {
    const a: GroupRow[] = [{ cd_grupo: 22, nm_grupo: '22 - Cozinha', cd_div: 'A' }];
    const p: GroupRow[] = [
      { cd_grupo: 15, nm_grupo: '15 - .', cd_div: 'P' },
      { cd_grupo: 1, nm_grupo: '01 - Estofados', cd_div: 'P' },
    ];
    expect(mergeGroups(a, p).map((group) => group.name)).toEqual(['01 - Estofados', '22 - Cozinha']);
  });

  it("puts 'Selecione uma família' (id 0) first", async () => {
    recordCalls('get', '/qualidade/familias', { status: true, itens: [{ cd_familia: 11, nm_familia: 'Sofás' }] });
    expect(await technicalSheetsProvider.families(R, { groupId: 1, division: 'P' })).toEqual([
      { id: 0, name: 'Selecione uma família' },
      { id: 11, name: 'Sofás' },
    ]);
  });

  it("fails with the server's message when it sends one", async () => {
    recordCalls('get', '/qualidade/situacoes', () => HttpResponse.json({ status: false, message: 'Sem situações.' }, { status: 400 }));
    await expect(technicalSheetsProvider.situations(R, {})).rejects.toMatchObject({ message: 'Sem situações.' });
  });
});

