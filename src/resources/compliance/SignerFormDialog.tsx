import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SignerField } from './signerForm';
import type { ComplianceSignatureState } from './useComplianceSignature';

const FIELDS: readonly { field: SignerField; type?: string; inputMode?: 'numeric' | 'email'; autoComplete: string }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'cpf', inputMode: 'numeric', autoComplete: 'off' },
  { field: 'email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'role', autoComplete: 'organization-title' },
];

/** The signer form: full name, CPF (999.999.999-99), e-mail and role, all required; 'Assinar' sends it once. */
export function SignerFormDialog({ page }: { page: ComplianceSignatureState }) {
  const translate = useTranslate();
  const titleId = useId();
  const { form } = page;
  const text = (key: string) => translate(`pages.complianceSignature.${key}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    page.submit();
  };

  return (
    <Dialog open={page.formOpen} onClose={page.signing ? undefined : page.closeForm} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{text('form.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ field, type, inputMode, autoComplete }) => {
              const problem = form.problemOf(field);
              return (
                <TextField
                  key={field}
                  label={text(`form.${field}`)}
                  value={form.values[field]}
                  type={type}
                  required
                  fullWidth
                  autoComplete={autoComplete}
                  onChange={(event) => form.change(field, event.target.value)}
                  onBlur={() => form.leave(field)}
                  error={problem !== undefined}
                  helperText={problem ? text(`problems.${problem}`) : ' '}
                  placeholder={field === 'cpf' ? '999.999.999-99' : undefined}
                  slotProps={{ htmlInput: { inputMode, ...(field === 'cpf' ? { maxLength: 14 } : {}) } }}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={page.closeForm} disabled={page.signing}>
            {text('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={page.signing}>
            {text('form.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
