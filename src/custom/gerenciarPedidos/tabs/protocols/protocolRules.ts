import { addDays, format } from 'date-fns';
import { formatDate, toDate, toNumber, toServerDate } from '../../../../i18n/format';
import { translate } from '../../../../i18n/translate';
import { calendarDayOf, icsDate, type IcsEvent } from '../../../../kit/calendar/icsFile';
import type { Branch, LabelProduct, ProtocolInvoiceItem, ProtocolQuery, ProtocolRow } from '../../../../types/api';
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
export const protocolDay = (row: Pick<ProtocolRow, 'DT_AGENDA'>): Date | null => toDate(row.DT_AGENDA);

/** What names the protocol in its detail and invoice calls. */
export function protocolQuery(row: ProtocolRow, personId: number): ProtocolQuery {
  const day = protocolDay(row);
  return { idFornecedor: personId, dataAgenda: day ? toServerDate(day) : '', codPagto: row.CD_PAGTO, codFilial: row.CD_FIL };
}

/** The payment-option screen's handover (cookie OpcaoPagamentoData). */
export function paymentHandover(row: ProtocolRow, personId: number): OpcaoPagamentoData | null {
  const day = protocolDay(row);
  if (!day) return null;
  return {
    idFornecedor: personId,
    dataAgenda: toServerDate(day),
    codPagto: row.CD_PAGTO,
    codFilial: row.CD_FIL,
    dataAgendamento: format(day, 'yyyy-MM-dd'),
    opcaoPagDias: Math.trunc(toNumber(row.DS_PAGTO)),
  };
}

/** 'id - name' of the protocol's branch. */
export const protocolBranch = (row: Pick<ProtocolRow, 'CD_FIL' | 'NM_FIL'>): string => (row.NM_FIL ? `${row.CD_FIL} - ${row.NM_FIL}` : String(row.CD_FIL));

export interface InvoiceSummary {
  number: number;
  items: ProtocolInvoiceItem[];
  subtotal: number;
  discount: number;
  /** The discount as a percentage of the subtotal (0 without a subtotal). */
  percent: number;
  net: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The protocol's invoices in the order their items came, each with its subtotal, discount and net value. */
export function invoicesOf(items: readonly ProtocolInvoiceItem[]): InvoiceSummary[] {
  const groups = new Map<number, ProtocolInvoiceItem[]>();
  for (const item of items) {
    const group = groups.get(item.NR_NF);
    if (group) group.push(item);
    else groups.set(item.NR_NF, [item]);
  }
  return [...groups].map(([number, rows]) => {
    const subtotal = cents(rows.reduce((sum, row) => sum + toNumber(row.VM_TOT_ITEM), 0));
    const discount = cents(rows.reduce((sum, row) => sum + toNumber(row.VM_DESC_ITEM), 0));
    return { number, items: rows, subtotal, discount, percent: subtotal > 0 ? (discount / subtotal) * 100 : 0, net: cents(subtotal - discount) };
  });
}

/** The label products of a protocol: each invoice item's product with the order and branch of its line. */
export const labelProductsOf = (items: readonly ProtocolInvoiceItem[]): LabelProduct[] =>
  items.map((item) => ({ productId: Number(item.ID_PROD), purchaseOrderId: Number(item.NR_PC), branchId: Number(item.CD_FIL) }));

/** The protocol's all-day calendar event at its branch (the branch's address as LOCATION when known). */
export function protocolEvent(row: ProtocolRow, personId: number, branch: Branch | undefined, supplier: string): IcsEvent {
  const day = protocolDay(row);
  if (!day) throw new Error(`Protocol of branch ${row.CD_FIL} has no date`);
  const calendarDay = calendarDayOf(day);
  const branchName = branch?.externalBranchName ?? row.NM_FIL;
  const description = [
    translate(`${TEXT}.calendarEvent.protocol`, { supplier }),
    translate(`${TEXT}.calendarEvent.payment`, { days: row.DS_PAGTO }),
  ].join('\n');
  return {
    uid: `protocolo-${personId}-${row.CD_FIL}-${row.CD_PAGTO}-${icsDate(calendarDay)}@portal-do-fornecedor`,
    day: calendarDay,
    summary: translate(`${TEXT}.calendarEvent.summary`, { branch: protocolBranch({ CD_FIL: row.CD_FIL, NM_FIL: branchName }) }),
    description,
    location: [branchName, branch?.address].filter(Boolean).join(' - ') || undefined,
  };
}

/** 'protocolo-{yyyy-MM-dd}-{branch}.ics'. */
export const protocolFileName = (row: ProtocolRow): string => {
  const day = protocolDay(row);
  return `protocolo-${day ? format(day, 'yyyy-MM-dd') : 'sem-data'}-${row.CD_FIL}.ics`;
};

/** The card's date, dd/MM/yyyy. */
export const protocolDateText = (row: Pick<ProtocolRow, 'DT_AGENDA'>): string => formatDate(row.DT_AGENDA);
