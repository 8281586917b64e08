import { protocolItemsProvider, resources } from '../../../src/dataProviders/protocolos';
import { PROTOCOL_DATES_RESOURCE, PROTOCOL_ITEMS_RESOURCE } from '../../../src/custom/protocolos/schedulingProtocols';
import { PROTOCOL_PATHS, type ProtocolItemRow } from '../../../src/dataProviders/protocolos/wire';
import { recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 'p'.repeat(64);

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<ProtocolItemRow> = {}): ProtocolItemRow => ({
  SIT: 'C',
  CD_FIL: 101,
  NM_DEPOSITO_ADIC: 'Extrema-MG',
  NR_PC: 700_100,
  CD_NUM: 40_000_001,
  CD_ALFA: 'NAT-1001',
  NM_PROD: 'Poltrona Decoração',
  AB_COR1: 'NAT',
  QTD: 3,
  ...overrides,
});

describe('scheduling protocols provider', () => {
  it('asks for the days with idFornecedor, sorts them and pages them on the client', async () => {
    const days = ['2026-03-01', '2026-03-05', '2026-02-20'].map((day) => ({ DT_AGENDA: `${day}T00:00:00` }));
    const seen = recordCalls('get', PROTOCOL_PATHS.dates, { status: true, itens: days });
    const answer = await resources[PROTOCOL_DATES_RESOURCE].getList(PROTOCOL_DATES_RESOURCE, {
      filter: { supplierId: 1000001 },
      sort: { field: 'day', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(seen).toHaveLength(1);
    expect(target(seen[0]).endsWith(`${PROTOCOL_PATHS.dates}?idFornecedor=1000001`)).toBe(true);
    expect(seen[0].headers.get('User-Token')).toBe(TOKEN);
    expect(answer).toEqual({ data: [{ id: '2026-03-05', day: '2026-03-05' }, { id: '2026-03-01', day: '2026-03-01' }], total: 3 });
  });

  it('asks for a day’s items with dataAgenda dd/MM/yyyy and maps them to domain names', async () => {
    const seen = recordCalls('get', PROTOCOL_PATHS.items, { status: true, itens: [item(), item({ NR_PC: 700_001, SIT: 'P' })] });
    const answer = await resources[PROTOCOL_ITEMS_RESOURCE].getList(PROTOCOL_ITEMS_RESOURCE, {
      filter: { supplierId: 1000001, day: '2026-03-05' },
      sort: { field: 'purchaseOrderId', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(new URL(seen[0].url).searchParams.toString()).toBe('dataAgenda=05%2F03%2F2026&idFornecedor=1000001');
    expect(answer.total).toBe(2);
    expect(answer.data[0]).toEqual({
      id: '101:700001:40000001:NAT-1001',
      situation: 'P',
      branchId: 101,
      deposit: 'Extrema-MG',
      purchaseOrderId: 700_001,
      numericCode: 40_000_001,
      alphaCode: 'NAT-1001',
      productName: 'Poltrona Decoração',
      color: 'NAT',
      quantity: 3,
    });
  });

  it('makes no call without a supplier or a real day', async () => {
    const seen = recordCalls('get', PROTOCOL_PATHS.items, { status: true, itens: [item()] });
    const params = { sort: { field: 'purchaseOrderId', order: 'ASC' as const }, pagination: { page: 1, perPage: 10 } };
    expect(await resources[PROTOCOL_ITEMS_RESOURCE].getList(PROTOCOL_ITEMS_RESOURCE, { ...params, filter: { day: '2026-03-05' } })).toEqual({ data: [], total: 0 });
    expect(await resources[PROTOCOL_ITEMS_RESOURCE].getList(PROTOCOL_ITEMS_RESOURCE, { ...params, filter: { supplierId: 1000001, day: '2026-02-31' } })).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(0);
  });

  it('reads the receipt user by token, and refuses an answer without name or code', async () => {
    recordCalls('get', PROTOCOL_PATHS.person, { status: true, itens: { nome: 'Rafael Teixeira Lima', codigo: '0000002', isVisaoTok: true } });
    expect(await protocolItemsProvider.receiptUser(PROTOCOL_ITEMS_RESOURCE, {})).toEqual({ name: 'Rafael Teixeira Lima', code: '0000002' });
    recordCalls('get', PROTOCOL_PATHS.person, { status: true, itens: { codigo: '0000002' } });
    await expect(protocolItemsProvider.receiptUser(PROTOCOL_ITEMS_RESOURCE, {})).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });
});
