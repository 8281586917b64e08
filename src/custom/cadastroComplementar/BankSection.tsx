import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { BankDialog } from './BankDialog';
import { bankAccountOf, bankDraftOf, emptyBank, type BankDraft } from './registrationRules';
import { REGISTRATION_RESOURCE, type BankAccount, type RegistrationMethods, type TrackedRow } from './supplementaryRegistration';
import { TrackedTable, type TrackedColumn } from './TrackedTable';
import type { TrackedList } from './useRegistrationEditor';

const P = 'pages.supplementaryRegistration';
const B = `${P}.banks`;

type Editing = { row: TrackedRow<BankAccount> | null; draft: BankDraft } | null;

/**
 * The bank accounts (dados bancários): their table, and the add, edit and delete modals. Memoized: typing in the general
 * information leaves the table alone.
 */
export const BankSection = memo(function BankSection({ list }: { list: TrackedList<BankAccount> }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TrackedRow<BankAccount> | null>(null);
  const banks = useProviderQuery<RegistrationMethods, 'banks'>(REGISTRATION_RESOURCE, 'banks', {}, { staleTime: Infinity, retry: false });
  useReadFailure(banks.error, translate(`${P}.failure`));
  const columns = useMemo<TrackedColumn<BankAccount>[]>(
    () => [
      { label: translate(`${B}.bank`), value: (item) => `${item.bankId} - ${item.bankName}` },
      { label: translate(`${B}.agency`), value: (item) => item.agency },
      { label: translate(`${B}.checkingAccount`), value: (item) => item.checkingAccount },
      { label: translate(`${B}.notes`), value: (item) => item.notes },
    ],
    [translate],
  );

  const confirm = (draft: BankDraft) => {
    if (editing?.row) list.edit(editing.row.key, bankAccountOf(draft, editing.row.item.bankAccountId));
    else list.add(bankAccountOf(draft, null));
    setEditing(null);
  };

  return (
    <Box component="section" aria-labelledby="registration-banks" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="registration-banks" component="h2" variant="h6">
          {translate(`${B}.title`)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ row: null, draft: emptyBank() })}>
          {translate(`${B}.add`)}
        </Button>
      </Box>
      <TrackedTable<BankAccount>
        aria-label={translate(`${B}.title`)}
        rows={list.rows}
        columns={columns}
        empty={translate(`${B}.empty`)}
        operationLabel={translate(`${B}.operation`)}
        editLabel={(item) => translate(`${B}.edit`, { account: item.checkingAccount })}
        removeLabel={(item) => translate(`${B}.removeRow`, { account: item.checkingAccount })}
        lastRowLabel={translate(`${B}.lastRow`)}
        onEdit={(row) => setEditing({ row, draft: bankDraftOf(row.item) })}
        onRemove={setRemoving}
      />
      <BankDialog
        initial={editing?.draft ?? null}
        editing={Boolean(editing?.row)}
        banks={banks.data ?? []}
        banksLoading={banks.isPending}
        onCancel={() => setEditing(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={removing !== null}
        title={translate(`${B}.removeTitle`)}
        text={translate(`${B}.removeText`, { account: removing?.item.checkingAccount ?? '', bank: removing?.item.bankName ?? '' })}
        color="error"
        confirmLabel={translate(`${P}.remove`)}
        cancelLabel={translate(`${P}.cancel`)}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) list.remove(removing.key);
          setRemoving(null);
        }}
      />
    </Box>
  );
});
