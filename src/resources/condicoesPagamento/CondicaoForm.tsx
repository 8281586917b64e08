import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useSaveOnce } from '../../kit/forms/useSaveOnce';
import { kitText } from '../../kit/kitText';
import { useGoBack } from '../../kit/navigation/useGoBack';
import type { PaymentConditionMethods } from './paymentConditions';
import { conditionPayload, conditionProblem, discountInput, termInput, type ConditionFormValues, type ConditionProblem } from './paymentConditionRules';

const TEXT = 'resources.condicoesPagamento';

export const EMPTY_CONDITION: ConditionFormValues = { name: '', isDefault: false, standardId: '', term: '', discount: '' };

/**
 * 'Adicionar' / 'Editar' of a payment condition: name, default or not, the attached default condition (GET
 * /condicoesPagamento/listByCodPadrao/{cod}), the term (0-999) and the discount (0-100, comma decimal). Each rule of
 * part 2 section 5 shows its message under its field; Salvar sends once and goes back 1 s after a success; a
 * failure keeps what was typed.
 */
export function CondicaoForm({ mode, initial, paymentId }: { mode: 'create' | 'edit'; initial: ConditionFormValues; paymentId?: number }) {
  const translate = useTranslate();
  const text = (key: string) => translate(`${TEXT}.${key}`);
  const { state, save } = useSaveOnce();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<ConditionProblem>();
  const titleId = useId();
  const title = text(`form.${mode}`);
  usePageTitle(title);
  const locked = state !== 'idle';
  const listPath = usePathTo()('condicoesPagamento');
  const goBack = useGoBack(listPath);
  const defaults = useProviderQuery<PaymentConditionMethods, 'attachableDefaults'>(
    'condicoesPagamento',
    'attachableDefaults',
    { standardId: initial.standardId === '' ? 0 : initial.standardId },
    { retry: false, staleTime: Infinity },
  );

  const change = (next: Partial<ConditionFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = conditionProblem(values);
    setProblem(found);
    if (found) return;
    void save(conditionPayload(values, paymentId) as unknown as Record<string, unknown>, {
      successMessage: text(mode === 'create' ? 'messages.created' : 'messages.updated'),
      failureMessage: text(mode === 'create' ? 'messages.createFailure' : 'messages.updateFailure'),
      returnTo: listPath,
    });
  };
  const error = (field: ConditionProblem) => (problem === field ? { error: true, helperText: text(`validation.${field}`) } : {});

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography id={titleId} component="h1" variant="h5">
        {title}
      </Typography>
      <TextField label={text('form.name')} value={values.name} onChange={(event) => change({ name: event.target.value })} disabled={locked} required {...error('name')} />
      <FormControlLabel
        control={<Switch checked={values.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} disabled={locked} />}
        label={text('form.isDefault')}
      />
      {!values.isDefault && (
        <TextField
          select
          label={text('form.standard')}
          value={values.standardId}
          onChange={(event) => change({ standardId: event.target.value === '' ? '' : Number(event.target.value) })}
          disabled={locked}
          required
          {...error('standard')}
        >
          <MenuItem value="">{text('form.standardNone')}</MenuItem>
          {(defaults.data ?? []).map((row) => (
            <MenuItem key={row.paymentId} value={row.paymentId}>
              {row.nameConditionPayment}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={text('form.term')}
        value={values.term}
        onChange={(event) => change({ term: termInput(event.target.value) })}
        disabled={locked}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={text('form.termHelp')}
        {...error('term')}
      />
      {!values.isDefault && (
        <TextField
          label={text('form.discount')}
          value={values.discount}
          onChange={(event) => change({ discount: discountInput(event.target.value) })}
          disabled={locked}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={text('form.discountHelp')}
          {...error('discount')}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={goBack}>
          {kitText('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          {kitText('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
