import { HttpResponse } from 'msw';
import type { SheetFilter } from '../../../src/custom/qualidade/technicalSheets';
import { technicalSheetsProvider } from '../../../src/dataProviders/qualidade';
import { mergeGroups } from '../../../src/dataProviders/qualidade/sheetMapping';
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

describe('technical sheets provider: lookups', () => {
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

