import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { digitsOnly, maskCnpj, maskCpf } from '../../kit/validators/brDocuments';
import { assignorProblems, hasProblems, type AssignorDraft, type AssignorField } from './registrationRules';
import { ASSIGNOR_INDICATORS } from './supplementaryRegistration';

const P = 'pages.supplementaryRegistration';
const A = `${P}.assignors`;

interface AssignorDialogProps {
  /** The draft to edit; null closes the dialog. */
  initial: AssignorDraft | null;
  editing: boolean;
  onCancel: () => void;
  onConfirm: (draft: AssignorDraft) => void;
}

/** Add or edit an assignor (spec part 3, section 5): exactly one of CPF or CNPJ, name, e-mail, phone and the seven S/N indicators. */
export function AssignorDialog({ initial, editing, onCancel, onConfirm }: AssignorDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={initial !== null} onClose={onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate(editing ? `${A}.editTitle` : `${A}.addTitle`)}</DialogTitle>
      {initial && <AssignorForm initial={initial} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function AssignorForm({ initial, onCancel, onConfirm }: { initial: AssignorDraft; onCancel: () => void; onConfirm: (draft: AssignorDraft) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problems = assignorProblems(draft);
  const problem = (field: AssignorField) => (submitted && problems[field] ? translate(`${P}.problems.${problems[field]}`) : undefined);
  const set = (patch: Partial<AssignorDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: AssignorField) => ({
    name,
    label: translate(`${A}.${name}`),
    error: Boolean(problem(name)),
    helperText: problem(name) ?? ' ',
    size: 'small' as const,
    fullWidth: true,
  });
  const confirm = () => {
    setSubmitted(true);
    if (!hasProblems(problems)) onConfirm(draft);
  };
  const documentProblem = problem('document');

  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextField {...field('cpf')} error={Boolean(problem('cpf') ?? documentProblem)} value={draft.cpf} onChange={(event) => set({ cpf: maskCpf(event.target.value) })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('cnpj')} error={Boolean(problem('cnpj') ?? documentProblem)} value={draft.cnpj} onChange={(event) => set({ cnpj: maskCnpj(event.target.value) })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          {documentProblem && (
            <FormHelperText error role="alert" sx={{ gridColumn: '1 / -1', mt: -1 }}>
              {documentProblem}
            </FormHelperText>
          )}
          <TextField {...field('fullName')} required value={draft.fullName} onChange={(event) => set({ fullName: event.target.value.toUpperCase() })} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField {...field('personalEmail')} required value={draft.personalEmail} onChange={(event) => set({ personalEmail: event.target.value.toLowerCase() })} slotProps={{ htmlInput: { maxLength: 100, inputMode: 'email' } }} />
          <TextField {...field('areaCode')} required value={draft.areaCode} onChange={(event) => set({ areaCode: digitsOnly(event.target.value).slice(0, 2) })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...field('phone')} required value={draft.phone} onChange={(event) => set({ phone: digitsOnly(event.target.value).slice(0, 9) })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, mt: 1 }}>
          {ASSIGNOR_INDICATORS.map((name) => (
            <FormControlLabel
              key={name}
              label={translate(`${A}.indicators.${name}`)}
              control={<Checkbox checked={draft.indicators[name]} onChange={(event) => set({ indicators: { ...draft.indicators, [name]: event.target.checked } })} />}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate(`${P}.cancel`)}</Button>
        <Button variant="contained" onClick={confirm}>
          {translate(`${P}.confirm`)}
        </Button>
      </DialogActions>
    </>
  );
}
