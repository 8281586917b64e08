import type { ProtocolDetailItem, ProtocolInvoiceItem, ProtocolRow } from '../../src/dataProviders/gerenciarPedidos/protocols/wire';
import { db } from '../db/db';
import { isoDay } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import { termOf } from '../condicoesPagamento/releasedOptions';

/** A protocol is a confirmed or delivered schedule: the day, branch and payment code its lines share. */
const PROTOCOL_STATUSES: readonly OrderLineRecord['status'][] = ['C', 'E'];

export const protocolKey = (line: Pick<OrderLineRecord, 'scheduleDate' | 'branchId' | 'paymentId'>): string =>
  `${isoDay(line.scheduleDate)}:${line.branchId}:${line.paymentId}`;

/** The supplier's lines that belong to a protocol, scheduled from `from` to `to` ('yyyy-MM-dd', inclusive). */
export function protocolLines(personId: number, from: string, to: string): OrderLineRecord[] {
  return db.tables.orderLines.filter((line) => {
    if (line.personId !== personId || line.stage !== 'A' || !PROTOCOL_STATUSES.includes(line.status)) return false;
    const day = isoDay(line.scheduleDate);
    return day >= from && day <= to;
  });
}

/** The protocols of these lines by day, branch and payment code; a protocol with a line still to deliver is C. */
export function protocolsOf(lines: readonly OrderLineRecord[]): Omit<ProtocolRow, 'QT_TOTAL_REGS'>[] {
  const groups = new Map<string, OrderLineRecord[]>();
  for (const line of lines) {
    const key = protocolKey(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()]
    .map((group) => {
      const first = group[0];
      return {
        DT_AGENDA: `${isoDay(first.scheduleDate)}T00:00:00`,
        CD_PAGTO: first.paymentId,
        DS_PAGTO: String(termOf(first.paymentId)),
        CD_FIL: first.branchId,
        NM_FIL: first.branchName,
        SIT: group.some((line) => line.status === 'C') ? ('C' as const) : ('E' as const),
      };
    })
    .sort((a, b) => a.DT_AGENDA.localeCompare(b.DT_AGENDA) || a.CD_FIL - b.CD_FIL || a.CD_PAGTO - b.CD_PAGTO);
}

/** The lines of one protocol, by order and product. */
export function linesOfProtocol(personId: number, day: string, branchId: number, paymentId: number): OrderLineRecord[] {
  return protocolLines(personId, day, day)
    .filter((line) => line.branchId === branchId && line.paymentId === paymentId)
    .sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
}

export function toDetailItem(line: OrderLineRecord): ProtocolDetailItem {
  return {
    NR_PC: line.purchaseOrderId,
    CD_NUM: line.numericCode,
    CD_ALFA: line.alphaId,
    NM_PROD: line.productName,
    AB_COR1: line.colorAbbreviation,
    QTD: line.scheduleQuantity || line.itemQuantity,
    DS_PAGTO: String(termOf(line.paymentId)),
  };
}

/** The legacy servers' invoice values: two decimals and a comma ('1890,00'). */
const commaMoney = (value: number): string => (Math.round(value * 100) / 100).toFixed(2).replace('.', ',');

/**
 * The invoice a line goes on: one per purchase order, day and payment code (a second payment term on the same day
 * needs its own invoice). A stable six-digit number from those, as a supplier's invoice series would give.
 */
export function invoiceNumber(line: Pick<OrderLineRecord, 'personId' | 'purchaseOrderId' | 'scheduleDate' | 'paymentId'>): number {
  const text = `${line.personId}:${line.purchaseOrderId}:${isoDay(line.scheduleDate)}:${line.paymentId}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 100_000 + (hash % 900_000);
}

export function toInvoiceItem(line: OrderLineRecord): ProtocolInvoiceItem {
  const quantity = line.scheduleQuantity || line.itemQuantity;
  const total = quantity * line.unitaryValue;
  return {
    NR_NF: invoiceNumber(line),
    NM_PROD: line.productName,
    VM_UNIT: commaMoney(line.unitaryValue),
    QT_ITEM: quantity,
    VM_TOT_ITEM: commaMoney(total),
    VM_DESC_ITEM: commaMoney((total * line.percentDiscont) / 100),
    ID_PROD: line.productId,
    NR_PC: line.purchaseOrderId,
    CD_FIL: line.branchId,
    DT_ENTRG: line.deliveryDate,
    QT_ENTRG: line.quantityDelivery,
  };
}
