import type { ReactElement } from 'react';
import type { OrderRecord } from '../../orderManagement';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../../i18n/format';
import { translate } from '../../../../i18n/translate';
import type { ColumnGroup } from '../../../../kit/list/columnGroups';
import type { CsvKind } from '../../../../kit/list/csvCell';
import type { CsvColumn } from '../../../../kit/list/csvExport';
import { PortalTable } from '../../../../kit/list/PortalTable';
import type { OrderItem } from '../../../../types/api';

const TEXT = 'pages.gerenciarPedidos.all';

type Kind = 'code' | 'text' | 'date' | 'quantity' | 'money' | 'percent' | 'ipi' | 'yesNo' | 'branch' | 'supplier' | 'payment';
type GroupKey = 'order' | 'dates' | 'delivery' | 'values' | 'other';

interface OrderColumn {
  source: keyof OrderItem;
  kind: Kind;
  group: GroupKey;
  /** Shown until the user chooses other columns (see docs/decisions.md, "All-orders tab"). */
  shown?: true;
}

/** The 35 columns of spec part 2, 2.3, in their groups, each group's columns side by side. */
const COLUMNS: readonly OrderColumn[] = [
  { source: 'purchaseOrderId', kind: 'code', group: 'order', shown: true },
  { source: 'productId', kind: 'code', group: 'order', shown: true },
  { source: 'numericCode', kind: 'code', group: 'order', shown: true },
  { source: 'alphaId', kind: 'text', group: 'order' },
  { source: 'productName', kind: 'text', group: 'order', shown: true },
  { source: 'colorAbbreviation', kind: 'text', group: 'order', shown: true },
  { source: 'personName', kind: 'supplier', group: 'order' },
  { source: 'orderTypeDescription', kind: 'text', group: 'order' },
  { source: 'sciaStatusDescription', kind: 'text', group: 'order', shown: true },
  { source: 'issueDate', kind: 'date', group: 'dates', shown: true },
  { source: 'deliveryDateOrigin', kind: 'date', group: 'dates' },
  { source: 'expectedDeliveryDate', kind: 'date', group: 'dates', shown: true },
  { source: 'scheduleDate', kind: 'date', group: 'dates', shown: true },
  { source: 'branchDeliveryId', kind: 'branch', group: 'delivery', shown: true },
  { source: 'itemQuantity', kind: 'quantity', group: 'delivery', shown: true },
  { source: 'quantityDelivery', kind: 'quantity', group: 'delivery' },
  { source: 'quantityOutstanding', kind: 'quantity', group: 'delivery', shown: true },
  { source: 'amountOutstandingVolume', kind: 'quantity', group: 'delivery' },
  { source: 'scheduleQuantity', kind: 'quantity', group: 'delivery' },
  { source: 'quantityVolumeSchedule', kind: 'quantity', group: 'delivery' },
  { source: 'forecastQuantity', kind: 'quantity', group: 'delivery' },
  { source: 'paymentId', kind: 'payment', group: 'values' },
  { source: 'unitaryValue', kind: 'money', group: 'values' },
  { source: 'percentValueIPI', kind: 'ipi', group: 'values' },
  { source: 'amount', kind: 'money', group: 'values', shown: true },
  { source: 'outstandingAmount', kind: 'money', group: 'values' },
  { source: 'monetaryPenaltySchedule', kind: 'money', group: 'values' },
  { source: 'percentDiscont', kind: 'percent', group: 'values' },
  { source: 'monetaryDiscont', kind: 'money', group: 'values' },
  { source: 'netDiscount', kind: 'money', group: 'values', shown: true },
  { source: 'advanceRequest', kind: 'yesNo', group: 'values' },
  { source: 'GEPDescription', kind: 'text', group: 'other' },
  { source: 'familyId', kind: 'code', group: 'other' },
  { source: 'qualityIndex1', kind: 'percent', group: 'other' },
  { source: 'mercosurCommonName', kind: 'text', group: 'other' },
];

const GROUP_ORDER: readonly GroupKey[] = ['order', 'dates', 'delivery', 'values', 'other'];

export const columnLabel = (source: string): string => `${TEXT}.columns.${source}`;

/** The column chooser's groups and the group header row. */
export const ORDER_COLUMN_GROUPS: readonly ColumnGroup[] = GROUP_ORDER.map((group) => ({
  label: `${TEXT}.groups.${group}`,
  columns: COLUMNS.filter((column) => column.group === group).map(({ source }) => ({ source, label: columnLabel(source) })),
}));

/** The columns hidden until the user shows them. */
export const DEFAULT_HIDDEN_COLUMNS: readonly string[] = COLUMNS.filter((column) => !column.shown).map((column) => column.source);

/** The payment conditions' names by id, for the payment condition column ('28 - 28 dias'). */
export type PaymentNames = ReadonlyMap<number, string>;

const NUMERIC: ReadonlySet<Kind> = new Set(['quantity', 'money', 'percent', 'ipi']);

/** A cell as shown and exported: dates dd/MM/yyyy ('-' for none or 0001-01-01), money in BRL, flags Sim/Não. */
function cellText(kind: Kind, value: unknown, line: OrderItem, payments: PaymentNames): string {
  switch (kind) {
    case 'date':
      return formatDate(typeof value === 'string' ? value : null);
    case 'quantity':
      return formatNumber(value as number);
    case 'money':
      return formatMoney(value as number);
    case 'percent':
      return formatPercent(value as number);
    case 'ipi':
      return formatPercent(value as number, 2);
    case 'yesNo':
      return translate(`${TEXT}.${value === 'S' ? 'yes' : 'no'}`);
    case 'branch':
      return line.branchName ? `${line.branchDeliveryId} - ${line.branchName}` : String(line.branchDeliveryId);
    case 'supplier':
      return `${line.personId} - ${line.personName}`;
    case 'payment': {
      const name = payments.get(line.paymentId);
      return name ? `${line.paymentId} - ${name}` : String(line.paymentId);
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The table's 35 columns (GET /orders does not sort: no column sorts). */
export function orderTableColumns(payments: PaymentNames): ReactElement[] {
  return COLUMNS.map(({ source, kind }) => {
    const shared = { source, label: columnLabel(source), disableSort: true };
    if (kind === 'text') return <PortalTable.Col<OrderRecord> key={source} {...shared} />;
    return (
      <PortalTable.Col<OrderRecord>
        key={source}
        {...shared}
        align={NUMERIC.has(kind) ? 'right' : undefined}
        sx={kind === 'date' || kind === 'money' ? { whiteSpace: 'nowrap' } : undefined}
        render={(line) => cellText(kind, line[source], line, payments)}
      />
    );
  });
}

/** How a kind is written in the CSV: amounts and quantities as numbers a spreadsheet sums, codes as text. */
const CSV_KIND: Partial<Record<Kind, CsvKind>> = { code: 'code', quantity: 'number', money: 'amount' };

/** The CSV's columns: all 35, as shown on screen (amounts and quantities as numbers), whichever are visible. */
export function orderExportColumns(payments: PaymentNames): CsvColumn[] {
  return COLUMNS.map(({ source, kind }) => {
    const csvKind = CSV_KIND[kind];
    const column = { source, label: columnLabel(source) };
    if (csvKind) return { ...column, kind: csvKind };
    if (kind === 'text') return column;
    return { ...column, format: (value: unknown, row: Record<string, unknown>) => cellText(kind, value, row as unknown as OrderItem, payments) };
  });
}
