import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { maskCnpj, maskCpf } from '../../kit/validators/brDocuments';
import { AssignorDialog } from './AssignorDialog';
import { assignorDraftOf, assignorOf, emptyAssignor, type AssignorDraft } from './registrationRules';
import { ASSIGNOR_INDICATORS, type Assignor, type TrackedRow } from './supplementaryRegistration';
import { TrackedTable, type TrackedColumn } from './TrackedTable';
import type { TrackedList } from './useRegistrationEditor';

const P = 'pages.supplementaryRegistration';
const A = `${P}.assignors`;

type Editing = { row: TrackedRow<Assignor> | null; draft: AssignorDraft } | null;

/**
 * The assignors (pessoas cedentes): their table, and the add, edit and delete modals. Memoized: typing in the general
 * information leaves the table alone.
 */
export const AssignorSection = memo(function AssignorSection({ list }: { list: TrackedList<Assignor> }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<TrackedRow<Assignor> | null>(null);
  const columns = useMemo<TrackedColumn<Assignor>[]>(
    () => [
      { label: translate(`${A}.document`), value: (item) => (item.cpf ? maskCpf(item.cpf) : maskCnpj(item.cnpj)) },
      { label: translate(`${A}.fullName`), value: (item) => item.fullName },
      { label: translate(`${A}.personalEmail`), value: (item) => item.personalEmail },
      { label: translate(`${A}.areaCode`), value: (item) => item.areaCode },
      { label: translate(`${A}.phone`), value: (item) => item.phone },
      ...ASSIGNOR_INDICATORS.map((name) => ({ label: translate(`${A}.indicators.${name}`), value: (item: Assignor) => translate(item.indicators[name] ? `${P}.yes` : `${P}.no`) })),
    ],
    [translate],
  );

  const confirm = (draft: AssignorDraft) => {
    if (editing?.row) list.edit(editing.row.key, assignorOf(draft, editing.row.item.assignorId));
    else list.add(assignorOf(draft, null));
    setEditing(null);
  };

  return (
    <Box component="section" aria-labelledby="registration-assignors" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="registration-assignors" component="h2" variant="h6">
          {translate(`${A}.title`)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ row: null, draft: emptyAssignor() })}>
          {translate(`${A}.add`)}
        </Button>
      </Box>
      <TrackedTable<Assignor>
        aria-label={translate(`${A}.title`)}
        rows={list.rows}
        columns={columns}
        empty={translate(`${A}.empty`)}
        operationLabel={translate(`${A}.operation`)}
        editLabel={(item) => translate(`${A}.edit`, { name: item.fullName })}
        removeLabel={(item) => translate(`${A}.removeRow`, { name: item.fullName })}
        lastRowLabel={translate(`${A}.lastRow`)}
        onEdit={(row) => setEditing({ row, draft: assignorDraftOf(row.item) })}
        onRemove={setRemoving}
      />
      <AssignorDialog initial={editing?.draft ?? null} editing={Boolean(editing?.row)} onCancel={() => setEditing(null)} onConfirm={confirm} />
      <ConfirmDialog
        open={removing !== null}
        title={translate(`${A}.removeTitle`)}
        text={translate(`${A}.removeText`, { name: removing?.item.fullName ?? '' })}
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
