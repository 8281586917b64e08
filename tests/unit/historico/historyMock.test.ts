import { apiUrl } from '../../../src/config';
import type { HistoryOrderRow, OrderDetail, OrderHistoryRow } from '../../../src/types/api';
import { db } from '../../../mocks/db/db';
import { byOrder } from '../../../mocks/gerenciarPedidos/orderQueries';
import { REASONS, deliveredStory } from '../../../mocks/historico/history';
import { callLegacy, tokenOf, GATEWAY_HEADERS } from '../../helpers/mockApi';

const ORDERS = `query Orders($personId: String, $initialRow: Int, $nextRows: Int, $statusSciaIs: String, $productName: String, $GEPDescription: String, $divisionId: String, $familyId: Int) {
  orders(personId: $personId, initialRow: $initialRow, nextRows: $nextRows, statusSciaIs: $statusSciaIs, productName: $productName, GEPDescription: $GEPDescription, divisionId: $divisionId, familyId: $familyId) { purchaseOrderId productId totalRows }
}`;
const DETAIL = `query OrderDetail($purchaseOrderId: String, $productId: String, $deliveryDate: String, $branchId: Int) {
  orderDetail(purchaseOrderId: $purchaseOrderId, productId: $productId, deliveryDate: $deliveryDate, branchId: $branchId) { personId otifValue monetaryDiscountNoShow monetaryDiscountScheduleChange }
}`;
const HISTORY = `query OrderHistory($purchaseOrderId: String, $productId: String, $deliveryDate: String, $branchId: Int, $initialRow: Int, $nextRows: Int) {
  orderHistory(purchaseOrderId: $purchaseOrderId, productId: $productId, deliveryDate: $deliveryDate, branchId: $branchId, initialRow: $initialRow, nextRows: $nextRows) { statusDate sciaStatusDescription delayDescriptionReason monetaryDiscountNoShow monetaryDiscountScheduleChange totalRows }
}`;
const SUPPLIERS = 'query Suppliers($supplierName: String, $personId: String) { suppliers(supplierName: $supplierName, personId: $personId) { personId supplierName } }';

interface Answer<T> {
  data: T | null;
  errors?: { message: string; extensions: { code?: number } }[];
}

async function graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer<T>> {
  const response = await fetch(apiUrl('graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, ...(token ? { 'User-Token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

const linesOf = (personId: number) => db.tables.orderLines.filter((line) => line.personId === personId);
const ddMMyyyy = (value: string) => value.slice(0, 10).split('-').reverse().join('/');
const keyOf = (line: { purchaseOrderId: number; productId: number; deliveryDate: string; branchId: number }) => ({
  purchaseOrderId: String(line.purchaseOrderId),
  productId: String(line.productId),
  deliveryDate: ddMMyyyy(line.deliveryDate),
  branchId: line.branchId,
});

describe('scheduling history mock (GraphQL Orders, OrderDetail, OrderHistory, Suppliers)', () => {
  it("refuses a call without a live user token: 'Token inválido!'", async () => {
    const answer = await graphql(ORDERS, { personId: '1000001' });
    expect(answer).toEqual({ data: null, errors: [{ message: 'Token inválido!', extensions: { code: 401 } }] });
  });

  it('Orders: a page of the supplier own lines, newest order first, totalRows; a supplier asking for another gets its own', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const all = linesOf(1000001).sort(byOrder);
    const answer = await graphql<{ orders: HistoryOrderRow[] }>(ORDERS, { personId: '3000001', initialRow: 5, nextRows: 5, statusSciaIs: 'T' }, token);
    expect(answer.data?.orders.map((row) => row.productId)).toEqual(all.slice(5, 10).map((line) => line.productId));
    expect(answer.data?.orders[0].totalRows).toBe(all.length);
  });

  it('Orders: group of its division and family; the history permission is needed', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const variables = { personId: '1000001', initialRow: 0, nextRows: 100, GEPDescription: '03 - Dormitórios', divisionId: 'P' };
    const dormitorios = linesOf(1000001).filter((line) => line.GEPDescription === '03 - Dormitórios');
    expect(dormitorios.length).toBeGreaterThan(0);
    expect((await graphql<{ orders: HistoryOrderRow[] }>(ORDERS, variables, token)).data?.orders).toHaveLength(dormitorios.length);
    expect((await graphql<{ orders: HistoryOrderRow[] }>(ORDERS, { ...variables, divisionId: 'A' }, token)).data?.orders).toEqual([]);
    const camas = dormitorios.filter((line) => line.familyId === 32);
    expect((await graphql<{ orders: HistoryOrderRow[] }>(ORDERS, { ...variables, familyId: 32 }, token)).data?.orders).toHaveLength(camas.length);

    const sourcing = await tokenOf('0000003', 'sourcing1');
    const refused = await graphql(ORDERS, variables, sourcing);
    expect(refused.errors?.[0]).toEqual({ message: 'Usuário não tem permissão para acessar funcionalidades', extensions: { code: 403 } });
  });

  it("OrderDetail and OrderHistory: a supplier reads only its own lines ('Pedido não encontrado.'); staff read any", async () => {
    const other = linesOf(2000001)[0];
    const supplier = await tokenOf('1000001', 'moveis123');
    const refused = await graphql(DETAIL, keyOf(other), supplier);
    expect(refused.errors?.[0]).toEqual({ message: 'Pedido não encontrado.', extensions: { code: 404 } });
    expect((await graphql(HISTORY, keyOf(other), supplier)).errors?.[0].message).toBe('Pedido não encontrado.');
    const staff = await tokenOf('0000002', 'comercial1');
    expect((await graphql<{ orderDetail: OrderDetail }>(DETAIL, keyOf(other), staff)).data?.orderDetail.personId).toBe(2000001);
  });

  it('OrderHistory: pages the line changes newest first; a delivered line ends delivered, its discounts are the card', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const delivered = linesOf(1000001).find((line) => line.status === 'E' && deliveredStory(line) !== 'onTime');
    expect(delivered).toBeDefined();
    const line = delivered!;
    const history = await graphql<{ orderHistory: OrderHistoryRow[] }>(HISTORY, { ...keyOf(line), initialRow: 0, nextRows: 5 }, token);
    const rows = history.data!.orderHistory;
    expect(rows[0].sciaStatusDescription).toBe('Entrega concluída');
    expect(rows.at(-1)?.totalRows).toBe(rows[0].totalRows);
    const detail = (await graphql<{ orderDetail: OrderDetail }>(DETAIL, keyOf(line), token)).data!.orderDetail;
    const all = (await graphql<{ orderHistory: OrderHistoryRow[] }>(HISTORY, { ...keyOf(line), initialRow: 0, nextRows: 50 }, token)).data!.orderHistory;
    const noShow = all.find((row) => row.delayDescriptionReason === REASONS.noShow);
    const late = all.find((row) => row.delayDescriptionReason === REASONS.supplierChange);
    expect(detail.monetaryDiscountNoShow).toBe(noShow?.monetaryDiscountNoShow ?? 0);
    expect(detail.monetaryDiscountScheduleChange).toBe(late?.monetaryDiscountScheduleChange ?? 0);
    expect(detail.otifValue).toBe(0);
    expect(detail.monetaryDiscountNoShow + detail.monetaryDiscountScheduleChange).toBeGreaterThan(0);
  });

  it('Suppliers: staff search by name or code; a supplier finds only itself', async () => {
    const staff = await tokenOf('0000002', 'comercial1');
    const found = await graphql<{ suppliers: { personId: number; supplierName: string }[] }>(SUPPLIERS, { supplierName: 'grande' }, staff);
    expect(found.data?.suppliers).toEqual([{ personId: 3000001, supplierName: 'Grande Fornecedor Nacional S.A.' }]);
    expect((await graphql<{ suppliers: unknown[] }>(SUPPLIERS, { personId: '3000001' }, staff)).data?.suppliers).toHaveLength(1);
    const supplier = await tokenOf('1000001', 'moveis123');
    const own = await graphql<{ suppliers: { personId: number }[] }>(SUPPLIERS, { supplierName: '' }, supplier);
    expect(own.data?.suppliers.map((row) => row.personId)).toEqual([1000001]);
  });

  it('groups of a division (A or P) in the table order, and the families of a group', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const groups = (await (await callLegacy('GET', '/produtos/grupos?inAcessMoveis=P', token)).json()) as { itens: { dsGrupo: string }[] };
    expect(groups.itens.map((group) => group.dsGrupo)).toContain('15 - .');
    const families = (await (await callLegacy('GET', '/produtos/familias?cdGrupo=3&cdDiv=P', token)).json()) as { itens: unknown[] };
    expect(families.itens).toEqual([
      { idFamilia: 31, dsFamilia: 'Guarda-roupas' },
      { idFamilia: 32, dsFamilia: 'Camas' },
      { idFamilia: 33, dsFamilia: 'Cômodas' },
    ]);
    const missing = await callLegacy('GET', '/produtos/grupos', token);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ status: false, message: 'Campos necessários: inAcessMoveis (A ou P)' });
  });
});
