import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber, formatPercent } from '../../../../i18n/format';
import type { ScheduledProduct } from '../../../../types/scheduledProducts';
import { invoicesOf } from './protocolRules';
import { SCROLLS_SIDEWAYS } from '../../../../kit/layout/scrollsSideways';

/** 'Notas fiscais desta entrega': each invoice's items (product, unit value, quantity, price), subtotal, discount and net value. */
export function ProtocolInvoices({ items }: { items: readonly ScheduledProduct[] }) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const totals = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ minWidth: 120, textAlign: 'right', fontWeight: strong ? 600 : undefined }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="section" aria-label={text('invoices')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {text('invoices')}
      </Typography>
      {invoicesOf(items).map((invoice) => (
        <Box key={invoice.number} sx={{ mb: 2 }} data-testid="protocol-invoice">
          <Typography variant="subtitle2" component="h4">
            {text('invoice', { number: invoice.number })}
          </Typography>
          <Box sx={SCROLLS_SIDEWAYS}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{text('columns.product')}</TableCell>
                  <TableCell align="right">{text('columns.unitValue')}</TableCell>
                  <TableCell align="right">{text('columns.quantity')}</TableCell>
                  <TableCell align="right">{text('columns.price')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.items.map((item) => (
                  <TableRow key={`${item.purchaseOrderId}-${item.productId}-${item.deliveryDate}`}>
                    <TableCell>{item.productName}</TableCell>
                    <TableCell align="right">{formatMoney(item.unitValue)}</TableCell>
                    <TableCell align="right">{formatNumber(item.quantity)}</TableCell>
                    <TableCell align="right">{formatMoney(item.totalValue)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box sx={{ mt: 1 }}>
            {totals(text('subtotal'), formatMoney(invoice.subtotal))}
            {totals(text('discount', { percent: formatPercent(invoice.percent) }), formatMoney(invoice.discount))}
            {totals(text('net'), formatMoney(invoice.net), true)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
