import type { ReactElement } from 'react';
import { ORDER_SORT_FIELDS } from './orderLines';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../i18n/format';
import type { CsvKind } from '../../kit/list/csvCell';
import type { CsvColumn } from '../../kit/list/csvExport';
import { PortalTable } from '../../kit/list/PortalTable';
import type { PendingOrderLine } from '../../types/api';
import { branchLabel, paymentLabel, yesNo, type OrderLine, type OrderListVariant } from './orderLineRules';

type Kind = 'code' | 'text' | 'date' | 'quantity' | 'decimal' | 'money' | 'percent' | 'ipi' | 'yesNo' | 'branch' | 'payment';

interface OrderColumn {
  source: keyof PendingOrderLine;
  kind: Kind;
  /** Shown on /agendados only: the pending list hides the scheduled-date columns (spec part 2, 2.2). */
  scheduledOnly?: boolean;
}

/** The order-line table of spec part 2, 2.2 over the fields of the pending order line (section 3), in this order. */
const COLUMNS: readonly OrderColumn[] = [
  { source: 'purchaseOrderId', kind: 'code' },
  { source: 'productId', kind: 'code' },
  { source: 'numericCode', kind: 'code' },
  { source: 'alphaId', kind: 'text' },
  { source: 'productName', kind: 'text' },
  { source: 'colorAbbreviation', kind: 'text' },
  { source: 'issueDate', kind: 'date' },
  { source: 'deliveryDateOrigin', kind: 'date' },
  { source: 'expectedDeliveryDate', kind: 'date' },
  { source: 'deliveryDate', kind: 'date' },
  { source: 'scheduleDate', kind: 'date', scheduledOnly: true },
  { source: 'itemQuantity', kind: 'quantity' },
  { source: 'quantityDelivery', kind: 'quantity' },
  { source: 'quantityOutstanding', kind: 'quantity' },
  { source: 'unitaryValue', kind: 'money' },
  { source: 'percentValueIPI', kind: 'ipi' },
  { source: 'amount', kind: 'money' },
  { source: 'outstandingAmount', kind: 'money' },
  { source: 'amountOutstandingVolume', kind: 'quantity' },
  { source: 'scheduleQuantity', kind: 'quantity', scheduledOnly: true },
  { source: 'quantityVolumeSchedule', kind: 'quantity', scheduledOnly: true },
  { source: 'GEPDescription', kind: 'text' },
  { source: 'orderTypeDescription', kind: 'text' },
  { source: 'paymentId', kind: 'payment' },
  { source: 'branchId', kind: 'branch' },
  { source: 'sciaStatusDescription', kind: 'text' },
  { source: 'qualityIndex1', kind: 'decimal' },
  { source: 'mercosurCommonName', kind: 'text' },
  { source: 'monetaryPenaltySchedule', kind: 'money' },
  { source: 'percentDiscont', kind: 'percent' },
  { source: 'monetaryDiscont', kind: 'money' },
  { source: 'netDiscount', kind: 'money' },
  { source: 'advanceRequest', kind: 'yesNo' },
  { source: 'rejectionReasonDescription', kind: 'text', scheduledOnly: true },
  { source: 'suggestedScheduleDate', kind: 'date', scheduledOnly: true },
];

const NUMERIC: ReadonlySet<Kind> = new Set(['quantity', 'decimal', 'money', 'percent', 'ipi']);
const SORTABLE: ReadonlySet<string> = new Set(ORDER_SORT_FIELDS);

/** A cell as shown and exported: dates dd/MM/yyyy ('-' for none), money in BRL, flags Sim/Não. */
function cellText(kind: Kind, value: unknown, line: PendingOrderLine): string {
  switch (kind) {
    case 'date':
      return formatDate(typeof value === 'string' ? value : null);
    case 'quantity':
      return formatNumber(value as number);
    case 'decimal':
      return formatNumber(value as number, 1);
    case 'money':
      return formatMoney(value as number);
    case 'percent':
      return formatPercent(value as number);
    case 'ipi':
      return formatPercent(value as number, 2);
    case 'yesNo':
      return yesNo(value);
    case 'branch':
      return branchLabel(line);
    case 'payment':
      return paymentLabel(line);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

const columnsOf = (variant: OrderListVariant) => COLUMNS.filter((column) => variant === 'pedidosAgendados' || !column.scheduledOnly);

/** The table's columns; only the fields the server sorts by (ORDER_SORT_FIELDS) sort. */
export function orderTableColumns(variant: OrderListVariant): ReactElement[] {
  return columnsOf(variant).map(({ source, kind }) => {
    const shared = { source, disableSort: !SORTABLE.has(source) };
    if (kind === 'text') return <PortalTable.Col<OrderLine> key={source} {...shared} />;
    return (
      <PortalTable.Col<OrderLine>
        key={source}
        {...shared}
        align={NUMERIC.has(kind) ? 'right' : undefined}
        sx={kind === 'date' || kind === 'money' ? { whiteSpace: 'nowrap' } : undefined}
        render={(line) => cellText(kind, line[source], line)}
      />
    );
  });
}

/** How a kind is written in the CSV: amounts and quantities as numbers a spreadsheet sums, codes as text. */
const CSV_KIND: Partial<Record<Kind, CsvKind>> = { code: 'code', quantity: 'number', decimal: 'number', money: 'amount' };

/** The CSV's columns: the table's (without actions), as shown on screen (amounts and quantities as numbers); labels are i18n keys. */
export function orderExportColumns(variant: OrderListVariant): CsvColumn[] {
  return columnsOf(variant).map(({ source, kind }) => {
    const csvKind = CSV_KIND[kind];
    const column = { source, label: `resources.${variant}.fields.${source}` };
    if (csvKind) return { ...column, kind: csvKind };
    if (kind === 'text') return column;
    return { ...column, format: (value: unknown, row: Record<string, unknown>) => cellText(kind, value, row as unknown as PendingOrderLine) };
  });
}
