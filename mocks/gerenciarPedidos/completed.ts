import { HttpResponse } from 'msw';
import { readRowWindow } from '../http/paging';
import type { CompletedDeliveryItem, DeliveryDateRow } from '../../src/dataProviders/gerenciarPedidos/completed/wire';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { dayFromClient, isoDay } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';

const PERMISSION = 'gerenciar-pedidos.entregas-concluidas';
export const DAY_FIELD = 'Campos necessários: idPessoa, dtEntrega';

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The supplier's delivered lines matching nrPc, idProd, cdNum, dsProd (part of the name) and cdFil. */
function deliveredLines(caller: Caller, params: URLSearchParams): OrderLineRecord[] {
  const personId = Number(scopedPersonId(caller, params.get('idPessoa')));
  const number = (key: string): number | null => (params.get(key)?.trim() ? Number(params.get(key)) : null);
  const order = number('nrPc');
  const product = number('idProd');
  const numeric = number('cdNum');
  const branch = number('cdFil');
  const name = normalise(params.get('dsProd')?.trim() ?? '');
  return db.tables.orderLines.filter(
    (line) =>
      line.personId === personId &&
      line.stage === 'A' &&
      line.status === 'E' &&
      (order === null || line.purchaseOrderId === order) &&
      (product === null || line.productId === product) &&
      (numeric === null || line.numericCode === numeric) &&
      (branch === null || line.branchId === branch) &&
      (!name || normalise(line.productName).includes(name)),
  );
}

const deliveryDay = (line: OrderLineRecord): string => isoDay(line.scheduleDate);

function toCompletedItem(line: OrderLineRecord): CompletedDeliveryItem {
  return {
    NM_PROD: line.productName,
    NR_PC: line.purchaseOrderId,
    ID_PROD: line.productId,
    NM_FIL: line.branchName,
    QT_ENTRG: line.quantityDelivery,
    CD_NUM: line.numericCode,
    DT_EMIS: line.issueDate,
  };
}

export const completedHandlers = [
  /**
   * GET /gerenciarPedidos/dataEntrega?idPessoa&linhaInicial&qtdRegistro&nrPc&idProd&cdNum&dsProd&cdFil&DtEntregaInic&
   * DtEntregaFim: the days with completed deliveries matching the filters (DD/MM/YYYY range), newest first, one page.
   */
  endpoint('get', 'legacy', '/gerenciarPedidos/dataEntrega', { permission: PERMISSION }, ({ url, caller }) => {
    const params = url.searchParams;
    const from = dayFromClient(params.get('DtEntregaInic'));
    const to = dayFromClient(params.get('DtEntregaFim'));
    const days = [...new Set(deliveredLines(caller, params).map(deliveryDay))]
      .filter((day) => (!from || day >= from) && (!to || day <= to))
      .sort((a, b) => b.localeCompare(a));
    const { offset, limit } = readRowWindow(params, 'linhaInicial');
    const rows: DeliveryDateRow[] = days.slice(offset, offset + limit).map((day) => ({ DT_ENTRG: `${day}T00:00:00`, QT_TOTAL_REGS: days.length }));
    return ok({ itens: rows });
  }),

  /** GET /gerenciarPedidos/concluidos?idPessoa&dtEntrega&nrPc&idProd&cdNum&dsProd&cdFil: the items delivered that day. */
  endpoint('get', 'legacy', '/gerenciarPedidos/concluidos', { permission: PERMISSION }, ({ url, caller }) => {
    const day = dayFromClient(url.searchParams.get('dtEntrega'));
    if (!day) return HttpResponse.json({ status: 0, message: DAY_FIELD });
    const items = deliveredLines(caller, url.searchParams)
      .filter((line) => deliveryDay(line) === day)
      .sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId)
      .map(toCompletedItem);
    return ok({ itens: items });
  }),
];
