import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FactList } from '../../kit/layout/FactList';
import { RECEIPT_COLUMNS, receiptCell, receiptFacts } from './receiptDocument';
import { useReceipt } from './useReceipt';

const TEXT = 'pages.protocolosAgendamento';
const TITLE_ID = 'protocol-receipt-title';

/** 'Comprovante do protocolo de pedido': the receipt on screen, saved as a PDF file or printed. */
export function ReceiptDialog({ supplierId, day, onClose }: { supplierId: number; day: string; onClose: () => void }) {
  const translate = useTranslate();
  const receipt = useReceipt(supplierId, day);
  const { content } = receipt;
  const ready = Boolean(content) && !receipt.busy;

  let body;
  if (receipt.failure) body = <Typography role="alert" color="error">{receipt.failure}</Typography>;
  else if (!content) body = <LinearProgress aria-label={translate(`${TEXT}.modal.loading`)} />;
  else {
    body = (
      <Stack spacing={2}>
        <FactList facts={receiptFacts(content, translate)} />
        <Table size="small" aria-label={translate(`${TEXT}.modal.title`)}>
          <TableHead>
            <TableRow>
              {RECEIPT_COLUMNS.map((column) => (
                <TableCell key={column.field} align={'numeric' in column ? 'right' : 'left'}>
                  {translate(`resources.protocolosItens.fields.${column.field}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {content.items.map((item) => (
              <TableRow key={item.id}>
                {RECEIPT_COLUMNS.map((column) => (
                  <TableCell key={column.field} align={'numeric' in column ? 'right' : 'left'}>
                    {receiptCell(item, column.field, translate)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>{translate(`${TEXT}.modal.title`)}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={receipt.save} disabled={!ready}>
          {translate(`${TEXT}.modal.save`)}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={receipt.print} disabled={!ready}>
          {translate(`${TEXT}.modal.print`)}
        </Button>
        <Button onClick={onClose}>{translate(`${TEXT}.modal.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
