import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import type { DiscountOption } from '../../types/api';
import { optionLabel, orderedOptions } from './paymentOptionRules';

export interface PaymentOptionDialogProps {
  open: boolean;
  title: string;
  text: string;
  options: readonly DiscountOption[];
  /** The items are anticipated now: the standard term reads 'Cancelar antecipação'. */
  anticipatedNow: boolean;
  busy: boolean;
  onApply: (option: DiscountOption) => void;
  onCancel: () => void;
}

/** The choice of a payment option (product-level or for the whole delivery); APLICAR without a choice warns 'Escolha uma opção!'. */
export function PaymentOptionDialog({ open, title, text, options, anticipatedNow, busy, onApply, onCancel }: PaymentOptionDialogProps) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  // Each opening starts without a choice.
  const [openedBefore, setOpenedBefore] = useState(open);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) setChosen(null);
  }

  const apply = () => {
    const option = options.find((row) => row.CD_PAGTO === chosen);
    if (!option) warn(translate('pages.paymentOptions.choose'));
    else onApply(option);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
        <RadioGroup
          aria-label={translate('pages.paymentOptions.options')}
          value={chosen === null ? '' : String(chosen)}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {orderedOptions(options).map((option) => (
            <FormControlLabel key={option.CD_PAGTO} value={String(option.CD_PAGTO)} control={<Radio />} label={optionLabel(option, anticipatedNow)} disabled={busy} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('pages.paymentOptions.cancel')}
        </Button>
        <Button onClick={apply} disabled={busy} variant="contained">
          {translate('pages.paymentOptions.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
