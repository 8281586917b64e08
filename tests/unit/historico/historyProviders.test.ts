import { historicoProvider } from '../../../src/dataProviders/historico';
import { historicoDetalheProvider, historicoEventosProvider } from '../../../src/dataProviders/historicoDetalhe';
import { historicoFornecedoresProvider } from '../../../src/dataProviders/historicoFornecedores';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

beforeEach(() => stubSessionToken('tok-hist'));
afterEach(() => vi.unstubAllGlobals());

const GRAPHQL_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  'user-token': 'tok-hist',
  authorization: 'Bearer portal-fornecedor',
  'x-api-key': 'portal-fornecedor-api-key',
  'x-gateway-key': 'portal-fornecedor-gateway-key',
  'x-functions-key': 'portal-fornecedor-function-key',
};

const ROW = {
  purchaseOrderId: 4500300277,
  productId: 437253,
  numericCode: 40000123,
  productName: 'Mesa de jantar 6 lugares',
  colorAbbreviation: 'NAT',
  issueDate: '2026-10-31T00:00:00',
  deliveryDate: '2026-11-30T00:00:00',
  scheduleDate: '2026-11-30T00:00:00',
  sciaStatusDescription: 'Agendamento confirmado',
  branchId: 101,
  deliveryDateOrigin: '2026-11-30T00:00:00',
  totalRows: 12,
};

const page = { page: 2, perPage: 5 };
const sort = { field: 'id', order: 'ASC' as const };

describe('history calls (spec part 2, section 7, GraphQL history)', () => {
  it('Orders: every filter as its variable (DD/MM/YYYY dates), the page window, the newer APIs headers; rows keyed by the detail URL', async () => {
    const seen = recordCalls('post', '', { data: { orders: [ROW] } }, 'graphql');
    const filter = {
      personId: 1000001,
      statusSciaIs: 'C',
      purchaseOrderId: '4500300277',
      productId: '437253',
      numericCode: '40000123',
      productName: 'Mesa',
      issueStart: '2026-10-24',
      issueEnd: '2026-11-24',
      scheduleStart: '2026-11-01',
      scheduleEnd: '2026-11-30',
      branchId: 101,
      groupId: 2,
      group: '02 - Salas de jantar',
      divisionId: 'P',
      familyId: 21,
    };
    const result = await historicoProvider.getList('historico', { filter, pagination: page, sort });
    expect(target(seen[0])).toBe('/api/graphql');
    expect(headersOf(seen[0])).toEqual(GRAPHQL_HEADERS);
    const body = (await seen[0].json()) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query Orders\(/);
    expect(body.variables).toEqual({
      personId: '1000001',
      initialRow: 5,
      nextRows: 5,
      statusSciaIs: 'C',
      purchaseOrderId: '4500300277',
      productId: '437253',
      numericCode: '40000123',
      productName: 'Mesa',
      branchId: 101,
      initialIssueDate: '24/10/2026',
      finalIssueDate: '24/11/2026',
      initialScheduleDate: '01/11/2026',
      finalScheduleDate: '30/11/2026',
      GEPDescription: '02 - Salas de jantar',
      divisionId: 'P',
      familyId: 21,
    });
    expect(result).toEqual({ data: [{ ...ROW, id: '4500300277/437253/30-11-2026/101' }], total: 12 });
  });

  it('Orders: nothing is asked before a supplier is chosen', async () => {
    const seen = recordCalls('post', '', { data: { orders: [] } }, 'graphql');
    expect(await historicoProvider.getList('historico', { filter: { statusSciaIs: 'T' }, pagination: page, sort })).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(0);
  });

  it('OrderDetail and OrderHistory: the route parts as variables, the delivery day DD/MM/YYYY', async () => {
    const detail = recordCalls('post', '', { data: { orderDetail: { purchaseOrderId: 4500300277, personId: 1000001 } } }, 'graphql');
    const one = await historicoDetalheProvider.getOne('historicoDetalhe', { id: '4500300277/437253/30-11-2026/101' });
    expect(one.data).toEqual({ purchaseOrderId: 4500300277, personId: 1000001, id: '4500300277/437253/30-11-2026/101' });
    const sent = (await detail[0].json()) as { query: string; variables: unknown };
    expect(sent.query).toMatch(/^query OrderDetail\(/);
    expect(sent.variables).toEqual({ purchaseOrderId: '4500300277', productId: '437253', deliveryDate: '30/11/2026', branchId: 101 });
    expect(headersOf(detail[0])).toEqual(GRAPHQL_HEADERS);

    const history = recordCalls('post', '', { data: { orderHistory: [{ auditRegisterDate: '2026-11-02T10:15:00', totalRows: 7 }] } }, 'graphql');
    const key = { purchaseOrderId: '4500300277', productId: '437253', deliveryDate: '30-11-2026', branchId: '101' };
    const events = await historicoEventosProvider.getList('historicoEventos', { filter: key, pagination: page, sort });
    expect(events).toEqual({ data: [{ auditRegisterDate: '2026-11-02T10:15:00', totalRows: 7, id: 5 }], total: 7 });
    const asked = (await history[0].json()) as { query: string; variables: unknown };
    expect(asked.query).toMatch(/^query OrderHistory\(/);
    expect(asked.variables).toEqual({ purchaseOrderId: '4500300277', productId: '437253', deliveryDate: '30/11/2026', branchId: 101, initialRow: 5, nextRows: 5 });
  });

  it('suppliers: a search and one code, as the pickers rows (ID_PESSOA, NM_PESSOA)', async () => {
    const seen = recordCalls('post', '', { data: { suppliers: [{ personId: 3000001, supplierName: 'Grande Fornecedor Nacional S.A.' }] } }, 'graphql');
    const found = await historicoFornecedoresProvider.getList('historicoFornecedores', { filter: { q: ' grande ' }, pagination: { page: 1, perPage: 50 }, sort });
    expect(found).toEqual({ data: [{ ID_PESSOA: 3000001, NM_PESSOA: 'Grande Fornecedor Nacional S.A.', id: 3000001 }], total: 1 });
    expect(((await seen[0].json()) as { variables: unknown }).variables).toEqual({ supplierName: 'grande' });
    const one = await historicoFornecedoresProvider.getOne('historicoFornecedores', { id: 3000001 });
    expect(one.data).toEqual({ ID_PESSOA: 3000001, NM_PESSOA: 'Grande Fornecedor Nacional S.A.', id: 3000001 });
    expect(((await seen[1].json()) as { variables: unknown }).variables).toEqual({ personId: '3000001' });
  });

  it('groups and families: GET /produtos/grupos?inAcessMoveis= and /produtos/familias?cdGrupo=&cdDiv= on the legacy API', async () => {
    const groups = recordCalls('get', '/produtos/grupos', { status: true, itens: [{ cdGrupo: 3, dsGrupo: '03 - Dormitórios', cdDiv: 'P' }] });
    expect(await historicoProvider.groups('historico', { division: 'P' })).toEqual([{ cdGrupo: 3, dsGrupo: '03 - Dormitórios', cdDiv: 'P' }]);
    expect(target(groups[0])).toBe('/api/legacy/produtos/grupos?inAcessMoveis=P');
    expect(headersOf(groups[0])).toEqual({ accept: 'application/json', 'user-token': 'tok-hist' });
    const families = recordCalls('get', '/produtos/familias', { status: true, itens: [{ idFamilia: 32, dsFamilia: 'Camas' }] });
    expect(await historicoProvider.families('historico', { cdGrupo: 3, cdDiv: 'P' })).toEqual([{ idFamilia: 32, dsFamilia: 'Camas' }]);
    expect(target(families[0])).toBe('/api/legacy/produtos/familias?cdGrupo=3&cdDiv=P');
  });
});
