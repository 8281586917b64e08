import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { QUANTITY_FIELDS, QUANTITY_MAX_DIGITS, type QuantityField, type ReportField, type ReportProblem } from './reportFormRules';

const TEXT = 'pages.devolucoesForm';

export interface ReportQuantitiesProps {
  values: Record<QuantityField, string>;
  stocked: number | null;
  shown: (field: ReportField) => ReportProblem | undefined;
  onChange: (field: QuantityField, text: string) => void;
  onBlur: (field: ReportField) => void;
  disabled: boolean;
}

/** Scheduled, inspected and returned quantities as typed (letters and negatives are said, not hidden) and the stocked one, computed. */
export function ReportQuantities({ values, stocked, shown, onChange, onBlur, disabled }: ReportQuantitiesProps) {
  const translate = useTranslate();
  const message = (field: ReportField) => {
    const problem = shown(field);
    return problem ? translate(`${TEXT}.problems.${problem}`) : undefined;
  };
  // The stocked quantity's rule is about what was typed in two other fields: it shows as soon as it is broken.
  const stockedProblem = stocked !== null && stocked < 0 ? translate(`${TEXT}.problems.negativeStock`) : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {QUANTITY_FIELDS.map((field) => (
        <TextField
          key={field}
          label={translate(`${TEXT}.${field}`)}
          name={field}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          onBlur={() => onBlur(field)}
          error={Boolean(message(field))}
          helperText={message(field) ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: QUANTITY_MAX_DIGITS } }}
          disabled={disabled}
          required
          fullWidth
          size="small"
        />
      ))}
      <TextField
        label={translate(`${TEXT}.stocked`)}
        name="stocked"
        value={stocked ?? ''}
        error={Boolean(stockedProblem)}
        helperText={stockedProblem ?? ' '}
        slotProps={{ htmlInput: { readOnly: true } }}
        fullWidth
        size="small"
      />
    </Stack>
  );
}
