import { addDays, format } from 'date-fns';
import { formatDate, toDate, toNumber, toServerDate } from '../../../../i18n/format';
import { translate } from '../../../../i18n/translate';
import { calendarDayOf, icsDate, type IcsEvent } from '../../../../kit/calendar/icsFile';
import type { Branch } from '../../../../types/api';
import type { LabelProduct } from '../../labels/labels';
import type { Protocol, ProtocolRef } from './protocols';
import type { ScheduledProduct } from '../../../../types/scheduledProducts';
import type { OpcaoPagamentoData } from '../../../../resources/opcoesRecebimento/opcaoPagamentoCookie';

const TEXT = 'pages.gerenciarPedidos.protocols';

/** Spec: protocol cards start 5 per page (5, 10, 25, 50, 100); the detail table shows 4 rows per page. */
export const PROTOCOLS_PER_PAGE = 5;
export const PROTOCOL_PAGE_OPTIONS = [5, 10, 25, 50, 100];
export const DETAIL_ROWS_PER_PAGE = 4;
/** Spec: the management tabs' window is today to today + 30 days. */
export const PROTOCOL_WINDOW_DAYS = 30;

export const defaultRange = (today: Date): { start: Date; end: Date } => ({ start: today, end: addDays(today, PROTOCOL_WINDOW_DAYS) });

/** The protocol's day, or null when the server sent none. */
export const protocolDay = (row: Pick<Protocol, 'scheduleDate'>): Date | null => toDate(row.scheduleDate);

/** What names the protocol in its detail and invoice calls. */
export const protocolRef = (row: Protocol, personId: number): ProtocolRef => ({
  personId,
  scheduleDate: row.scheduleDate,
  paymentCode: row.paymentCode,
  branchId: row.branchId,
});

/** The payment-option screen's handover (cookie OpcaoPagamentoData). */
export function paymentHandover(row: Protocol, personId: number): OpcaoPagamentoData | null {
  const day = protocolDay(row);
  if (!day) return null;
  return {
    idFornecedor: personId,
    dataAgenda: toServerDate(day),
    codPagto: row.paymentCode,
    codFilial: row.branchId,
    dataAgendamento: format(day, 'yyyy-MM-dd'),
    opcaoPagDias: Math.trunc(toNumber(row.paymentDays)),
  };
}

/** 'id - name' of the protocol's branch. */
export const protocolBranch = (row: Pick<Protocol, 'branchId' | 'branchName'>): string => (row.branchName ? `${row.branchId} - ${row.branchName}` : String(row.branchId));

export interface InvoiceSummary {
  number: number;
  items: ScheduledProduct[];
  subtotal: number;
  discount: number;
  /** The discount as a percentage of the subtotal (0 without a subtotal). */
  percent: number;
  net: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The protocol's invoices in the order their items came, each with its subtotal, discount and net value. */
export function invoicesOf(items: readonly ScheduledProduct[]): InvoiceSummary[] {
  const groups = new Map<number, ScheduledProduct[]>();
  for (const item of items) {
    const group = groups.get(item.invoiceNumber);
    if (group) group.push(item);
    else groups.set(item.invoiceNumber, [item]);
  }
  return [...groups].map(([number, rows]) => {
    const subtotal = cents(rows.reduce((sum, row) => sum + row.totalValue, 0));
    const discount = cents(rows.reduce((sum, row) => sum + row.discountValue, 0));
    return { number, items: rows, subtotal, discount, percent: subtotal > 0 ? (discount / subtotal) * 100 : 0, net: cents(subtotal - discount) };
  });
}

/** The label products of a protocol: each invoice item's product with the order and branch of its line. */
export const labelProductsOf = (items: readonly ScheduledProduct[]): LabelProduct[] =>
  items.map((item) => ({ productId: item.productId, purchaseOrderId: item.purchaseOrderId, branchId: item.branchId }));

/** The protocol's all-day calendar event at its branch (the branch's address as LOCATION when known). */
export function protocolEvent(row: Protocol, personId: number, branch: Branch | undefined, supplier: string): IcsEvent {
  const day = protocolDay(row);
  if (!day) throw new Error(`Protocol of branch ${row.branchId} has no date`);
  const calendarDay = calendarDayOf(day);
  const branchName = branch?.externalBranchName ?? row.branchName;
  const description = [
    translate(`${TEXT}.calendarEvent.protocol`, { supplier }),
    translate(`${TEXT}.calendarEvent.payment`, { days: row.paymentDays }),
  ].join('\n');
  return {
    uid: `protocolo-${personId}-${row.branchId}-${row.paymentCode}-${icsDate(calendarDay)}@portal-do-fornecedor`,
    day: calendarDay,
    summary: translate(`${TEXT}.calendarEvent.summary`, { branch: protocolBranch({ branchId: row.branchId, branchName }) }),
    description,
    location: [branchName, branch?.address].filter(Boolean).join(' - ') || undefined,
  };
}

/** 'protocolo-{yyyy-MM-dd}-{branch}.ics'. */
export const protocolFileName = (row: Protocol): string => {
  const day = protocolDay(row);
  return `protocolo-${day ? format(day, 'yyyy-MM-dd') : 'sem-data'}-${row.branchId}.ics`;
};

/** The card's date, dd/MM/yyyy. */
export const protocolDateText = (row: Pick<Protocol, 'scheduleDate'>): string => formatDate(row.scheduleDate);
