import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACCOUNT_INPUT_LIMIT, bankProblems, hasProblems, MAX_NOTES, typedAccount, typedAgency, typedUpper, type BankDraft, type BankField } from './registrationRules';
import type { BankInstitution } from './supplementaryRegistration';

const P = 'pages.supplementaryRegistration';
const B = `${P}.banks`;

interface BankDialogProps {
  initial: BankDraft | null;
  editing: boolean;
  banks: readonly BankInstitution[];
  banksLoading: boolean;
  onCancel: () => void;
  onConfirm: (draft: BankDraft) => void;
}

export const bankLabel = (bank: BankInstitution): string => `${bank.id} - ${bank.name}`;

/** Add or edit a bank account (spec part 3, section 5): the bank (by code or name), agency, account and notes. */
export function BankDialog({ initial, editing, banks, banksLoading, onCancel, onConfirm }: BankDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={initial !== null} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(editing ? `${B}.editTitle` : `${B}.addTitle`)}</DialogTitle>
      {initial && <BankForm initial={initial} banks={banks} banksLoading={banksLoading} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function BankForm({ initial, banks, banksLoading, onCancel, onConfirm }: Omit<BankDialogProps, 'initial' | 'editing'> & { initial: BankDraft }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problems = bankProblems(draft);
  const problem = (field: BankField) => (submitted && problems[field] ? translate(`${P}.problems.${problems[field]}`) : undefined);
  const set = (patch: Partial<BankDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const field = (name: BankField) => ({
    name,
    label: translate(`${B}.${name === 'bankId' ? 'bank' : name}`),
    error: Boolean(problem(name)),
    helperText: problem(name) ?? ' ',
    size: 'small' as const,
    fullWidth: true,
    required: true,
  });
  const selected = banks.find((bank) => bank.id === draft.bankId) ?? (draft.bankId ? { id: draft.bankId, name: draft.bankName } : null);
  const confirm = () => {
    setSubmitted(true);
    if (!hasProblems(problems)) onConfirm(draft);
  };

  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Autocomplete<BankInstitution>
            options={[...banks]}
            value={selected}
            loading={banksLoading}
            getOptionLabel={bankLabel}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, bank) => set({ bankId: bank?.id ?? '', bankName: bank?.name ?? '' })}
            noOptionsText={translate(`${B}.noBank`)}
            loadingText={translate(`${P}.loading`)}
            renderInput={(params) => <TextField {...params} {...field('bankId')} />}
          />
          <TextField {...field('agency')} value={draft.agency} onChange={(event) => set({ agency: typedAgency(event.target.value) })} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField
            {...field('checkingAccount')}
            value={draft.checkingAccount}
            onChange={(event) => set({ checkingAccount: typedAccount(event.target.value) })}
            slotProps={{ htmlInput: { maxLength: ACCOUNT_INPUT_LIMIT } }}
          />
          <TextField
            {...field('notes')}
            multiline
            minRows={2}
            value={draft.notes}
            onChange={(event) => set({ notes: typedUpper(event.target.value) })}
            helperText={problem('notes') ?? `${draft.notes.length}/${MAX_NOTES}`}
            slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
          />
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
