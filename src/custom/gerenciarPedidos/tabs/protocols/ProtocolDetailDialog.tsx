import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, type ReactNode } from 'react';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { formatNumber } from '../../../../i18n/format';
import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { foundNothing } from '../../../../kit/data/failures';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import { ORDER_MANAGEMENT } from '../../orderManagement';
import { ProtocolInvoices } from './ProtocolInvoices';
import type { Protocol, ProtocolMethods, ProtocolProduct } from './protocols';
import type { ScheduledProduct } from '../../../../types/scheduledProducts';
import { DETAIL_ROWS_PER_PAGE, protocolRef } from './protocolRules';
import { SCROLLS_SIDEWAYS } from '../../../../kit/layout/scrollsSideways';

export interface ProtocolDetailDialogProps {
  row: Protocol;
  personId: number;
  onClose: () => void;
  /** The label buttons for the protocol's products (the labels' own components). */
  labels: (items: readonly ScheduledProduct[]) => ReactNode;
}

const COLUMNS = ['order', 'numericCode', 'alpha', 'product', 'color', 'quantity', 'payment'] as const;

const noProducts: (ProtocolProduct & { id: string })[] = [];
const keyed = new WeakMap<ProtocolProduct[], (ProtocolProduct & { id: string })[]>();
/** The products as list records (an id each), the same array for the same answer. */
function productRows(items: ProtocolProduct[] | undefined): (ProtocolProduct & { id: string })[] {
  if (!items) return noProducts;
  let rows = keyed.get(items);
  if (!rows) {
    rows = items.map((item, index) => ({ ...item, id: `${item.purchaseOrderId}-${item.numericCode}-${item.alphaCode}-${index}` }));
    keyed.set(items, rows);
  }
  return rows;
}

/**
 * 'Detalhes do Pedido': the protocol's products (4 rows per page, paged in the browser by a react-admin list of the
 * products read) and its invoices. A server that says why it has nothing (status 0 and a message) is quoted; other
 * failures read the catalogue's detail text (the kit's read-failure hook: panel and snackbar).
 */
export function ProtocolDetailDialog({ row, personId, onClose, labels }: ProtocolDetailDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const ref = protocolRef(row, personId);
  const detail = useProviderQuery<ProtocolMethods, 'protocolDetail'>(ORDER_MANAGEMENT, 'protocolDetail', ref, { retry: false });
  const invoices = useProviderQuery<ProtocolMethods, 'protocolInvoices'>(ORDER_MANAGEMENT, 'protocolInvoices', ref, { retry: false });
  const error = detail.error ?? invoices.error;
  const nothing = error && foundNothing(error) ? error.message : undefined;
  const failure = useReadFailure(nothing ? null : error, text('detailLoadFailure')) ?? nothing;
  const products = useList<ProtocolProduct & { id: string }>({ data: productRows(detail.data), perPage: DETAIL_ROWS_PER_PAGE });
  const shown = products.data ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{text('detailTitle')}</DialogTitle>
      <DialogContent>
        {(detail.isPending || invoices.isPending) && !failure && <LinearProgress aria-label={text('detailTitle')} />}
        {failure && <Alert severity="warning">{failure}</Alert>}
        {detail.data && (
          <>
            <Box sx={SCROLLS_SIDEWAYS}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{text(`columns.${column}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((item) => (
                    <TableRow key={item.id} data-testid="protocol-detail-row">
                      <TableCell>{item.purchaseOrderId}</TableCell>
                      <TableCell>{item.numericCode}</TableCell>
                      <TableCell>{item.alphaCode}</TableCell>
                      <TableCell>{item.productName}</TableCell>
                      <TableCell>{item.color}</TableCell>
                      <TableCell>{formatNumber(item.quantity)}</TableCell>
                      <TableCell>{text('days', { days: item.paymentDays })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <ListContextProvider value={products}>
              <ListPagination rowsPerPageOptions={[]} labelDisplayedRows={({ from, to, count }) => text('shown', { from, to, count })} />
            </ListContextProvider>
          </>
        )}
        {invoices.data && <ProtocolInvoices items={invoices.data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {invoices.data && labels(invoices.data)}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{text('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
