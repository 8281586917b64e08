import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../i18n/format';
import type { ScheduledProduct } from '../../types/scheduledProducts';
import { SCROLLS_SIDEWAYS } from '../../kit/layout/scrollsSideways';

export interface ScheduledProductsTableProps {
  items: readonly ScheduledProduct[];
  /** The delivery's option may change now. */
  allowed: boolean;
  onChange: (item: ScheduledProduct) => void;
}

const COLUMNS = ['order', 'productId', 'product', 'quantity', 'delivered', 'unitValue', 'total', 'discount', 'actions'] as const;

/** The delivery's scheduled products, each with its own ALTERAR. */
export function ScheduledProductsTable({ items, allowed, onChange }: ScheduledProductsTableProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.opcaoRecebimento.${key}`, vars);
  return (
    <Box sx={SCROLLS_SIDEWAYS}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'order' || column === 'productId' || column === 'product' ? 'left' : 'right'}>
                {text(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.purchaseOrderId}-${item.productId}-${item.deliveryDate}`} data-testid="scheduled-product">
              <TableCell>{item.purchaseOrderId}</TableCell>
              <TableCell>{item.productId}</TableCell>
              <TableCell>{item.productName}</TableCell>
              <TableCell align="right">{formatNumber(item.quantity)}</TableCell>
              <TableCell align="right">{formatNumber(item.deliveredQuantity)}</TableCell>
              <TableCell align="right">{formatMoney(item.unitValue)}</TableCell>
              <TableCell align="right">{formatMoney(item.totalValue)}</TableCell>
              <TableCell align="right">{formatMoney(item.discountValue)}</TableCell>
              <TableCell align="right">
                <Button size="small" variant="outlined" disabled={!allowed} onClick={() => onChange(item)} aria-label={text('changeOf', { product: item.productName })}>
                  {text('change')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
