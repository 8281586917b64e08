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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../../../dataProviders/core/errors';
import { protocolDetail, protocolInvoices } from '../../../../dataProviders/gerenciarPedidos/protocols';
import { formatNumber } from '../../../../i18n/format';
import type { ProtocolInvoiceItem, ProtocolRow } from '../../../../types/api';
import { ProtocolInvoices } from './ProtocolInvoices';
import { DETAIL_ROWS_PER_PAGE, protocolQuery } from './protocolRules';

export interface ProtocolDetailDialogProps {
  row: ProtocolRow;
  personId: number;
  onClose: () => void;
  /** The label buttons for the protocol's products (the labels' own components). */
  labels: (items: readonly ProtocolInvoiceItem[]) => ReactNode;
}

const COLUMNS = ['order', 'numericCode', 'alpha', 'product', 'color', 'quantity', 'payment'] as const;

/**
 * 'Detalhes do Pedido': the protocol's products (4 rows per page) and its invoices. A server that says why it has
 * nothing (status 0 and a message) is quoted; other failures read the catalogue's detail text.
 */
export function ProtocolDetailDialog({ row, personId, onClose, labels }: ProtocolDetailDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.protocols.${key}`, vars);
  const [page, setPage] = useState(0);
  const query = protocolQuery(row, personId);
  const detail = useQuery({
    queryKey: ['gerenciarPedidos', 'protocolDetail', query],
    queryFn: ({ signal }) => protocolDetail(query, signal),
    retry: false,
  });
  const invoices = useQuery({
    queryKey: ['gerenciarPedidos', 'protocolInvoices', query],
    queryFn: ({ signal }) => protocolInvoices(query, signal),
    retry: false,
  });
  const error = detail.error ?? invoices.error;
  const failure = error
    ? isApiError(error) && error.kind === 'http' && error.status === 200
      ? error.message
      : text('detailLoadFailure')
    : undefined;
  const items = detail.data ?? [];
  const shown = items.slice(page * DETAIL_ROWS_PER_PAGE, (page + 1) * DETAIL_ROWS_PER_PAGE);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{text('detailTitle')}</DialogTitle>
      <DialogContent>
        {(detail.isPending || invoices.isPending) && !failure && <LinearProgress aria-label={text('detailTitle')} />}
        {failure && <Alert severity="warning">{failure}</Alert>}
        {detail.data && (
          <>
            <Box sx={{ overflowX: 'auto' }}>
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
                    <TableRow key={`${item.NR_PC}-${item.CD_NUM}-${item.CD_ALFA}`} data-testid="protocol-detail-row">
                      <TableCell>{item.NR_PC}</TableCell>
                      <TableCell>{item.CD_NUM}</TableCell>
                      <TableCell>{item.CD_ALFA}</TableCell>
                      <TableCell>{item.NM_PROD}</TableCell>
                      <TableCell>{item.AB_COR1}</TableCell>
                      <TableCell>{formatNumber(item.QTD)}</TableCell>
                      <TableCell>{text('days', { days: item.DS_PAGTO })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={items.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={DETAIL_ROWS_PER_PAGE}
              rowsPerPageOptions={[]}
            />
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
