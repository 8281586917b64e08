import { opcoesRecebimentoProvider, RECEIVING_DATE_FIELDS } from '../../../src/dataProviders/opcoesRecebimento';
import { RECEIVING_COLUMNS } from '../../../src/resources/opcoesRecebimento/receivingColumns';
import type { ReceivingOptionItem } from '../../../src/dataProviders/opcoesRecebimento/wire';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 'c'.repeat(64);

const item = (NR_PC: number, DT_ENTRG: string, DT_SOLIC_ANTEC: string | null, NM_PROD = 'Sofá retrátil'): ReceivingOptionItem => ({
  NR_PC,
  CD_FIL: 101,
  DT_ENTRG,
  ID_PROD: 100_000 + NR_PC,
  NM_PROD,
  DT_EMIS: '2026-10-01T00:00:00',
  DT_PREV_ENTRG: DT_ENTRG,
  QT_ITEM: 3,
  QT_ENTRG: 0,
  QT_DEVOL: 0,
  QT_CANC: 0,
  VM_UNIT: 100,
  VP_IPI: 5,
  VM_IPI: 15,
  VM_DESC: 0,
  VP_DESC: 0,
  VM_LIQ: 300,
  DS_TIPO_PEDIDO: 'Normal',
  NR_PRAZO: 28,
  CD_PAGTO: 28,
  CD_FIL_ENTRG: 101,
  IN_TIPO_PED: 'N',
  DT_SOLIC_ANTEC,
  ITEM_ANTECIPADO: DT_SOLIC_ANTEC ? 'S' : 'N',
  ID_PESSOA: 1000001,
  NM_PESSOA: 'Móveis Serra Gaúcha Indústria Ltda',
});

// Dates in the shapes a legacy server sends: ISO with time, dd/MM/yyyy with time, none ('0001-01-01', null).
const ROWS = [
  item(1, '2026-12-09T00:00:00', '0001-01-01T00:00:00'),
  item(2, '25/11/2026 00:00:00', '20/11/2026 14:30:00', 'Mesa de jantar'),
  item(3, '2026-11-30T00:00:00', null),
  item(4, '2026-12-01T10:00:00', '2026-11-02T08:00:00', 'Mesa lateral'),
];

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

const list = (sort: { field: string; order: 'ASC' | 'DESC' }, filter: Record<string, unknown> = { personId: 1000001 }, page = 1, perPage = 15) =>
  opcoesRecebimentoProvider.getList('opcoesRecebimento', { filter, sort, pagination: { page, perPage } });

describe('receiving-option items call', () => {
  it('GET /opcoesRecebimento?idFornecedor= with the session token; ids from order, product, branch and day', async () => {
    const seen = recordCalls('get', '/opcoesRecebimento', { status: true, itens: ROWS });
    const { data, total } = await list({ field: 'purchaseOrderId', order: 'ASC' });
    expect(target(seen[0])).toBe('/api/legacy/opcoesRecebimento?idFornecedor=1000001');
    expect(headersOf(seen[0])['user-token']).toBe(TOKEN);
    expect(total).toBe(4);
    expect(data.map((row) => row.id)).toEqual(['1-100001-101-2026-12-09', '2-100002-101-25/11/2026', '3-100003-101-2026-11-30', '4-100004-101-2026-12-01']);
  });

  it('sorts dates as dates whatever their text, an empty or 0001 date last either way; searches and pages in the browser', async () => {
    recordCalls('get', '/opcoesRecebimento', { status: true, itens: ROWS });
    const order = async (field: string, direction: 'ASC' | 'DESC') => (await list({ field, order: direction })).data.map((row) => row.purchaseOrderId);
    expect(await order('deliveryDate', 'ASC')).toEqual([2, 3, 4, 1]);
    expect(await order('deliveryDate', 'DESC')).toEqual([1, 4, 3, 2]);
    expect(await order('anticipationRequestDate', 'ASC')).toEqual([4, 2, 1, 3]);
    expect(await order('anticipationRequestDate', 'DESC')).toEqual([2, 4, 1, 3]);
    expect(await order('productName', 'ASC')).toEqual([2, 4, 1, 3]);

    const found = await list({ field: 'deliveryDate', order: 'ASC' }, { personId: 1000001, q: 'mesa' });
    expect(found.data.map((row) => row.purchaseOrderId)).toEqual([2, 4]);
    const second = await list({ field: 'deliveryDate', order: 'ASC' }, { personId: 1000001 }, 2, 3);
    expect([second.data.map((row) => row.purchaseOrderId), second.total]).toEqual([[1], 4]);
  });

  it('the date columns are the dates the call sorts as dates', () => {
    expect(RECEIVING_COLUMNS.filter((column) => column.kind === 'date').map((column) => column.field)).toEqual([...RECEIVING_DATE_FIELDS]);
  });
});
