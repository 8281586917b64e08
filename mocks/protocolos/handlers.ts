import { PROTOCOL_PATHS, type ProtocolDateRow, type ProtocolItemRow } from '../../src/dataProviders/protocolos/wire';
import { db } from '../db/db';
import { endpoint, fail, ok } from '../http/endpoint';
import { toDetailItem } from '../gerenciarPedidos/protocolQueries';
import { dayFromClient, isoDay } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import { PROTOCOL_MESSAGES, protocolSupplier } from './rules';

/**
 * Scheduling protocols (/protocolos): read from the order store, so what the calendar scheduled (pending
 * confirmation), what order management confirmed and what was delivered show here; refused schedules do not.
 */
const PROTOCOL_STATUSES: ReadonlySet<OrderLineRecord['status']> = new Set(['P', 'C', 'E']);

const scheduledLines = (personId: number): OrderLineRecord[] =>
  db.tables.orderLines.filter((line) => line.personId === personId && line.stage === 'A' && PROTOCOL_STATUSES.has(line.status));

function toItemRow(line: OrderLineRecord): ProtocolItemRow {
  const { NR_PC, CD_NUM, CD_ALFA, NM_PROD, AB_COR1, QTD } = toDetailItem(line);
  return { SIT: line.status as ProtocolItemRow['SIT'], CD_FIL: line.branchId, NM_DEPOSITO_ADIC: line.branchName, NR_PC, CD_NUM, CD_ALFA, NM_PROD, AB_COR1, QTD };
}

const PERMISSION = 'protocolo-de-agendamento';

export const protocolosHandlers = [
  /** GET ?idFornecedor: the supplier's scheduling days, oldest first. */
  endpoint('get', 'legacy', PROTOCOL_PATHS.dates, { permission: PERMISSION }, ({ url, caller }) => {
    const personId = protocolSupplier(caller, url.searchParams.get('idFornecedor'));
    if (personId instanceof Response) return personId;
    const days = [...new Set(scheduledLines(personId).map((line) => isoDay(line.scheduleDate)))].sort();
    return ok({ itens: days.map((day): ProtocolDateRow => ({ DT_AGENDA: `${day}T00:00:00` })) });
  }),

  /** GET ?dataAgenda=dd/MM/yyyy&idFornecedor: that day's items, by branch, order and product. */
  endpoint('get', 'legacy', PROTOCOL_PATHS.items, { permission: PERMISSION }, ({ url, caller }) => {
    const personId = protocolSupplier(caller, url.searchParams.get('idFornecedor'));
    if (personId instanceof Response) return personId;
    const day = dayFromClient(url.searchParams.get('dataAgenda'));
    if (!day) return fail(400, PROTOCOL_MESSAGES.dayRequired);
    const lines = scheduledLines(personId)
      .filter((line) => isoDay(line.scheduleDate) === day)
      .sort((a, b) => a.branchId - b.branchId || a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
    return ok({ itens: lines.map(toItemRow) });
  }),
];
