import { db } from '../../../mocks/db/db';
import type { ReturnReport } from '../../../src/custom/devolucoes/returnReports';
import { returnReportsProvider } from '../../../src/dataProviders/devolucoes';
import { TOKEN_COOKIE, USER_CODE_COOKIE } from '../../../src/session/cookies';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { tokenOf } from '../../helpers/mockApi';

const R = 'devolucoes';

async function signIn(account: AccountName): Promise<void> {
  const { codigo, senha } = ACCOUNTS[account];
  vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=${await tokenOf(codigo, senha)}; ${USER_CODE_COOKIE}=${codigo}` });
}

const list = async (filter: Record<string, unknown>, page = 1, perPage = 5) =>
  returnReportsProvider.getList(R, { filter, pagination: { page, perPage }, sort: { field: 'id', order: 'DESC' } });

afterEach(() => vi.unstubAllGlobals());

describe('return reports provider against the mock: reads', () => {
  it('lists nothing, without a call, until a supplier is chosen', async () => {
    await signIn('sourcing');
    expect(await list({})).toEqual({ data: [], total: 0 });
  });

  it("pages 1000001's reports newest first with the server's total, and filters by division, group, product and day", async () => {
    await signIn('sourcing');
    const first = await list({ supplierId: 1000001 });
    expect(first.total).toBe(7);
    expect(first.data.map((row) => row.id)).toEqual([7001, 7002, 7003, 7004, 7005]);
    expect((await list({ supplierId: 1000001 }, 2)).data.map((row) => row.id)).toEqual([7006, 7007]);
    const sofa = first.data[0] as ReturnReport;
    expect(sofa).toMatchObject({ supplierId: 1000001, productId: 410001, division: 'P', divisionName: 'Móveis', groupId: 11, groupName: 'Estofados', scheduled: 20, returned: 4, stocked: 16 });
    expect(sofa.reasons.map((reason) => reason.code)).toEqual([1, 2, 6]);
    expect((await list({ supplierId: 1000001, division: 'A' })).data.map((row) => row.id)).toEqual([7003, 7005]);
    expect((await list({ supplierId: 1000001, division: 'P', groupId: 12 })).data.map((row) => row.id)).toEqual([7002]);
    expect((await list({ supplierId: 1000001, productId: 410006 })).data.map((row) => row.id)).toEqual([7006]);
    const day = db.tables.returnReports.find((row) => row.returnReceiptId === 7002)!.receiptDate;
    expect((await list({ supplierId: 1000001, receiptDate: day })).data.map((row) => row.id)).toEqual([7002]);
  });

  it('reads one report with its supplier name, and the lookups', async () => {
    await signIn('sourcing');
    const { data } = await returnReportsProvider.getOne(R, { id: 7101 });
    expect(data).toMatchObject({ id: 7101, supplierId: 2000001, supplierName: ACCOUNTS.acessorios.nome, productName: 'Abajur Trevo' });
    expect((await returnReportsProvider.reasons(R, {})).map((reason) => reason.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await returnReportsProvider.groups(R, { division: 'A' })).toEqual([
      { id: 21, name: 'Iluminação' },
      { id: 22, name: 'Decoração' },
      { id: 23, name: 'Utilidades domésticas' },
      { id: 24, name: 'Cama, mesa e banho' },
    ]);
    const products = await returnReportsProvider.supplierProducts(R, { supplierId: 2000001 });
    expect(products.map((row) => row.id).sort()).toEqual([520001, 520002, 520003, 520004]);
    const suppliers = await returnReportsProvider.suppliers(R, {});
    expect(suppliers.length).toBeGreaterThan(40);
    expect(suppliers).toContainEqual({ id: 1000001, name: ACCOUNTS.moveis.nome });
    const pictures = await returnReportsProvider.pictures(R, { supplierId: 1000001, reportId: 7001 });
    expect(pictures.map((picture) => picture.key)).toEqual(['devolucoes/7001/1-sofa-braco.jpg', 'devolucoes/7001/2-sofa-embalagem.png', 'devolucoes/7001/3-sofa-etiqueta.jpg']);
    const jpeg = await returnReportsProvider.picture(R, { key: pictures[0].key });
    expect(jpeg.type).toBe('image/jpeg');
    expect((await returnReportsProvider.picture(R, { key: pictures[1].key })).type).toBe('image/png');
  });
});
