import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../i18n/format';
import { FactList, type Fact } from '../../../kit/layout/FactList';
import type { ReturnReason, ReturnSupplier, SupplierProduct } from '../returnReports';
import { optionLabel, type ReportFormValues } from './reportFormRules';

const TEXT = 'pages.devolucoesForm';

export interface ReportSummaryDialogProps {
  open: boolean;
  values: ReportFormValues;
  supplier: ReturnSupplier | null;
  product: SupplierProduct | null;
  stocked: number | null;
  reasons: readonly ReturnReason[];
  onEdit: () => void;
  onConfirm: () => void;
}

/** 'As informações fornecidas estão corretas?': what will be saved; back to the form with everything kept, or save (once per opening). */
export function ReportSummaryDialog({ open, values, supplier, product, stocked, reasons, onEdit, onConfirm }: ReportSummaryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const confirmed = useRef(false);
  useEffect(() => {
    confirmed.current = false;
  }, [open]);

  const empty = translate(`${TEXT}.summary.empty`);
  const facts: Fact[] = [
    [translate(`${TEXT}.supplier`), supplier ? optionLabel(supplier) : empty],
    [translate(`${TEXT}.product`), product ? optionLabel(product) : empty],
    [translate(`${TEXT}.receiptDate`), formatDate(values.receiptDate)],
    [translate(`${TEXT}.scheduled`), values.scheduled.trim()],
    [translate(`${TEXT}.inspected`), values.inspected.trim()],
    [translate(`${TEXT}.returned`), values.returned.trim()],
    [translate(`${TEXT}.stocked`), stocked ?? empty],
    [translate(`${TEXT}.reasons`), reasons.map((reason) => reason.description).join('; ')],
    [translate(`${TEXT}.note`), values.note.trim() || empty],
    [
      translate(`${TEXT}.images`),
      `${translate(`${TEXT}.summary.imageCount`, { smart_count: values.images.length })}: ${values.images.map((file) => file.name).join(', ')}`,
    ],
  ];

  const confirm = () => {
    if (!open || confirmed.current) return;
    confirmed.current = true;
    onConfirm();
  };

  return (
    <Dialog open={open} onClose={onEdit} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${TEXT}.summary.title`)}</DialogTitle>
      <DialogContent sx={{ wordBreak: 'break-word' }}>
        <FactList facts={facts} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit}>{translate(`${TEXT}.summary.edit`)}</Button>
        <Button onClick={confirm} variant="contained" autoFocus>
          {translate(`${TEXT}.summary.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
