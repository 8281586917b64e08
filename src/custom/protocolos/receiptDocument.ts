import { formatNumber } from '../../i18n/format';
import type { ReceiptDocument } from './receiptPdf';
import { dayText, printedAtText } from './protocolRules';
import type { ProtocolItem, ReceiptUser } from './schedulingProtocols';

const TEXT = 'pages.protocolosAgendamento';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The receipt's table: the items table without the deposit column, with each column's share of the page's width. */
export const RECEIPT_COLUMNS = [
  { field: 'situation', share: 3.2 },
  { field: 'branchId', share: 1.1 },
  { field: 'purchaseOrderId', share: 1.6 },
  { field: 'numericCode', share: 1.8 },
  { field: 'alphaCode', share: 1.8 },
  { field: 'productName', share: 4.4 },
  { field: 'color', share: 1.1 },
  { field: 'quantity', share: 1, numeric: true },
] as const satisfies readonly { field: Exclude<keyof ProtocolItem, 'id' | 'deposit'>; share: number; numeric?: boolean }[];

export type ReceiptField = (typeof RECEIPT_COLUMNS)[number]['field'];

/** What the receipt attests. */
export interface ReceiptContent {
  user: ReceiptUser;
  day: string;
  printedAt: Date;
  token: string;
  items: readonly ProtocolItem[];
}

/** One cell as the receipt shows it, on screen and on paper. */
export function receiptCell(item: ProtocolItem, field: ReceiptField, translate: Translate): string {
  switch (field) {
    case 'situation':
      return translate(`${TEXT}.situations.${item.situation}`);
    case 'quantity':
      return formatNumber(item.quantity);
    default:
      return String(item[field]);
  }
}

/** The receipt's facts: user name and code, scheduling day, print moment, token. */
export function receiptFacts(content: ReceiptContent, translate: Translate): [string, string][] {
  const label = (key: string) => translate(`${TEXT}.modal.${key}`);
  return [
    [label('user'), content.user.name],
    [label('code'), content.user.code],
    [label('scheduleDate'), dayText(content.day)],
    [label('printedAt'), printedAtText(content.printedAt)],
    [label('token'), content.token],
  ];
}

/** The receipt laid out for the PDF builder, in the screen's words. */
export function receiptDocument(content: ReceiptContent, translate: Translate): ReceiptDocument {
  return {
    title: translate(`${TEXT}.modal.title`),
    facts: receiptFacts(content, translate),
    columns: RECEIPT_COLUMNS.map((column) => ({
      label: translate(`resources.protocolosItens.fields.${column.field}`),
      share: column.share,
      numeric: 'numeric' in column,
    })),
    rows: content.items.map((item) => RECEIPT_COLUMNS.map((column) => receiptCell(item, column.field, translate))),
    pageLabel: (page, pages) => translate(`${TEXT}.modal.page`, { page, pages }),
  };
}
