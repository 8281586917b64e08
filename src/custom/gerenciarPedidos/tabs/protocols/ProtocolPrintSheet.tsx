import { useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../../i18n/format';
import type { Branch } from '../../../../types/api';
import type { Protocol, ProtocolProduct } from './protocols';
import { protocolBranch, protocolDateText } from './protocolRules';

export interface ProtocolPrintSheetProps {
  row: Protocol;
  items: readonly ProtocolProduct[];
  branch: Branch | undefined;
  supplier: string;
  printedAt: Date;
}

const cell = { border: '1px solid #999', padding: '4px 6px', textAlign: 'left' as const, fontSize: '10pt' };

/** The scheduling protocol on paper: supplier, delivery date, branch and its address, payment option and products. */
export function ProtocolPrintSheet({ row, items, branch, supplier, printedAt }: ProtocolPrintSheetProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const facts: [string, string][] = [
    [text('printSupplier'), supplier],
    [text('date'), protocolDateText(row)],
    [text('branch'), protocolBranch({ branchId: row.branchId, branchName: branch?.externalBranchName ?? row.branchName })],
    [text('printAddress'), branch?.address ?? '-'],
    [text('payment'), text('paymentDays', { days: row.paymentDays })],
    [text('status'), text(`statuses.${row.status}`)],
  ];
  const columns = ['order', 'numericCode', 'alpha', 'product', 'color', 'quantity'] as const;
  return (
    <article style={{ fontFamily: 'Arial, Helvetica, sans-serif', padding: '12mm' }} aria-label={text('printTitle')}>
      <h1 style={{ fontSize: '16pt', margin: '0 0 8px' }}>{text('printTitle')}</h1>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: '0 0 12px', fontSize: '11pt' }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 'bold' }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 style={{ fontSize: '12pt', margin: '0 0 4px' }}>{text('printItems')}</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} style={cell}>
                {text(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.purchaseOrderId}-${item.numericCode}-${item.alphaCode}`}>
              <td style={cell}>{item.purchaseOrderId}</td>
              <td style={cell}>{item.numericCode}</td>
              <td style={cell}>{item.alphaCode}</td>
              <td style={cell}>{item.productName}</td>
              <td style={cell}>{item.color}</td>
              <td style={cell}>{formatNumber(item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ fontSize: '9pt', marginTop: '12px' }}>{text('printedAt', { date: formatDateTime(printedAt) })}</p>
    </article>
  );
}
