import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import type { PaymentOption } from './receivingOptions';
import { formatDate, formatPercent } from '../../i18n/format';
import { optionWorth } from './optionWorth';
import { chosenOption, optionLabel, orderedOptions } from './paymentOptionRules';

export interface PaymentOptionDialogProps {
  open: boolean;
  title: string;
  text: string;
  options: readonly PaymentOption[];
  /** The items are anticipated now: the standard term reads 'Cancelar antecipação'. */
  anticipatedNow: boolean;
  /** The code of the option in force, chosen when the dialog opens (none: APLICAR needs a choice). */
  current?: number;
  /** The delivery the options pay for: each option then shows its payment date and its discount's annual rate. */
  delivery?: Date | null;
  busy: boolean;
  onApply: (option: PaymentOption) => void;
  onCancel: () => void;
}

/**
 * One option: its radio named by its label and, with a delivery date, a line under it (the radio's description) with
 * when it pays and what its discount is worth per year.
 */
function OptionChoice({ option, options, anticipatedNow, delivery, disabled }: { option: PaymentOption; options: readonly PaymentOption[]; anticipatedNow: boolean; delivery?: Date | null; disabled: boolean }) {
  const translate = useTranslate();
  const worthId = useId();
  const worth = delivery ? optionWorth(option, delivery, options) : null;
  return (
    <Box sx={{ py: 0.5 }}>
      <FormControlLabel
        value={String(option.paymentCode)}
        control={<Radio slotProps={{ input: worth ? { 'aria-describedby': worthId } : {} }} />}
        label={optionLabel(option, anticipatedNow)}
        disabled={disabled}
      />
      {worth && (
        <Typography id={worthId} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
          {worth.annualRate === null
            ? translate('pages.paymentOptions.worth.paidOn', { date: formatDate(worth.paymentDate) })
            : translate('pages.paymentOptions.worth.paidOnWithRate', { date: formatDate(worth.paymentDate), rate: formatPercent(worth.annualRate) })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The choice of a payment option (product-level or for the whole delivery), opened on the option in force; APLICAR
 * without a choice warns 'Escolha uma opção!'.
 */
export function PaymentOptionDialog({ open, title, text, options, anticipatedNow, current, delivery, busy, onApply, onCancel }: PaymentOptionDialogProps) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const titleId = useId();
  const [chosen, setChosen] = useState<number | null>(open ? (current ?? null) : null);
  // Each opening starts from the option in force.
  const [openedBefore, setOpenedBefore] = useState(open);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) setChosen(current ?? null);
  }

  const apply = () => {
    const option = chosenOption(options, chosen);
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
            <OptionChoice key={option.paymentCode} option={option} options={options} anticipatedNow={anticipatedNow} delivery={delivery} disabled={busy} />
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
