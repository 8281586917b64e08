import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RefusalReason } from '../../../../types/api';

export interface ReasonDialogProps {
  title: string;
  subtitle: string;
  /** undefined while loading. */
  reasons: readonly RefusalReason[] | undefined;
  reasonsFailed: boolean;
  loading: boolean;
  onCancel: () => void;
  onSelect: (reasonId: number) => void;
}

/** One radio per refusal reason (GET /orders/reasons) and SELECIONAR, which needs a choice ('Por favor selecione um motivo'). */
export function ReasonDialog({ title, subtitle, reasons, reasonsFailed, loading, onCancel, onSelect }: ReasonDialogProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`pages.gerenciarPedidos.schedule.${key}`);
  const titleId = useId();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const select = () => {
    if (reasonId === null) setMissing(true);
    else onSelect(reasonId);
  };

  return (
    <Dialog open onClose={loading ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{subtitle}</DialogContentText>
        {reasonsFailed && <Alert severity="error">{text('reasonsFailure')}</Alert>}
        {!reasons && !reasonsFailed && <LinearProgress />}
        <RadioGroup
          aria-label={text('reasons')}
          value={reasonId === null ? '' : String(reasonId)}
          onChange={(event) => {
            setReasonId(Number(event.target.value));
            setMissing(false);
          }}
        >
          {reasons?.map((reason) => (
            <FormControlLabel key={reason.reasonId} value={String(reason.reasonId)} control={<Radio />} label={reason.reasonName} disabled={loading} />
          ))}
        </RadioGroup>
        {missing && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {text('reasonRequired')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {text('cancel')}
        </Button>
        <Button variant="contained" onClick={select} disabled={loading || !reasons}>
          {text('select')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
