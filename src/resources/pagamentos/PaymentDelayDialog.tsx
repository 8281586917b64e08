import Alert from '@mui/material/Alert';
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
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { delayTotal, paymentDelayParams, type PagamentosMethods, type Payment } from './payments';

const TEXT = 'resources.pagamentos.delay';
const COLUMNS = ['purchaseOrderId', 'productId', 'productName', 'originalScheduleDate', 'amountNet', 'delayPaymentTerm', 'proportionalDelayTerm'] as const;

/** 'Detalhamento penalização em prazo de pagamento': the invoice's delay per product (3 decimals) and the rounded total. */
export function PaymentDelayDialog({ payment, personId, onClose }: { payment: Payment | null; personId: number; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const params = payment ? paymentDelayParams(payment, personId) : null;
  // No call until a row's delay is opened (the null params never reach the provider).
  const delay = useProviderQuery<PagamentosMethods, 'paymentDelay'>('pagamentos', 'paymentDelay', params as NonNullable<typeof params>, {
    enabled: params !== null,
    retry: false,
  });
  const failure = useReadFailure(delay.error, translate('resources.pagamentos.loadFailure'));
  const rows = delay.data ?? [];
  const cell = (row: (typeof rows)[number], column: (typeof COLUMNS)[number]): string => {
    if (column === 'originalScheduleDate') return formatDate(row.originalScheduleDate);
    if (column === 'amountNet') return formatMoney(row.amountNet);
    if (column === 'proportionalDelayTerm') return formatNumber(row.proportionalDelayTerm, 3);
    return String(row[column]);
  };
  return (
    <Dialog open={payment !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate(`${TEXT}.title`)}</DialogTitle>
      <DialogContent>
        {delay.isLoading && <LinearProgress aria-label={translate('app.loading')} />}
        {failure && <Alert severity="error">{failure}</Alert>}
        {delay.isSuccess && (
          <>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`${TEXT}.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.purchaseOrderId}-${row.productId}`}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{cell(row, column)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography sx={{ mt: 2, fontWeight: 'bold' }}>{translate(`${TEXT}.total`, { smart_count: delayTotal(rows) })}</Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${TEXT}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
