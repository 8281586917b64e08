import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { endsSession } from '../../kit/data/failures';
import { RemoveDialog } from '../../kit/dialogs/RemoveDialog';
import { PortalEdit } from '../../kit/forms/PortalEdit';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { groupRemovalFailure } from '../grupos/groupRemoval';
import { GrupoOpcaoForm } from './GrupoOpcaoForm';
import type { ReceivingGroup } from './receivingGroups';

const TEXT = 'resources.gruposOpcoesRecebimento';

/**
 * The edit form's remove icon: 'Remover item' … Sim deletes the group and returns to the list; a group with suppliers
 * says -2292; a failure without the server's word says 'Não foi possível remover!'.
 */
function RemoveGroupButton({ group }: { group: ReceivingGroup & { id: number } }) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const confirm = () =>
    void remove(
      'gruposOpcoesRecebimento',
      { id: group.id, previousData: group },
      {
        onSuccess: () => {
          setOpen(false);
          snackbar.success(translate(`${TEXT}.messages.removed`));
          redirect(pathTo('gruposOpcoesRecebimento'));
        },
        onError: (error) => {
          setOpen(false);
          if (endsSession(error)) return;
          snackbar.error(groupRemovalFailure(error, translate(`${TEXT}.messages.removeFailure`)));
        },
      },
    );
  const label = translate(`${TEXT}.form.remove`);
  return (
    <>
      <IconButton color="error" onClick={() => setOpen(true)} aria-label={label} title={label}>
        <DeleteIcon />
      </IconButton>
      <RemoveDialog open={open} loading={isPending} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </>
  );
}

function GrupoOpcaoEditForm() {
  const record = useRecordContext<ReceivingGroup & { id: number }>();
  return record ? <GrupoOpcaoForm mode="edit" initial={record.receivingGroupName} titleAction={<RemoveGroupButton group={record} />} /> : null;
}

/** /grupoOpcoesRecebimento-ae/{id}; a group that does not load says 'Erro na recuperação de dados de grupo!' and goes back. */
export function GrupoOpcaoEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const pathTo = usePathTo();
  const onError = (error: unknown) => {
    if (endsSession(error)) return;
    notify(`${TEXT}.messages.loadFailure`, { type: 'error' });
    redirect(pathTo('gruposOpcoesRecebimento'));
  };
  return (
    <PortalEdit
      resource="gruposOpcoesRecebimento"
      actions={false}
      queryOptions={{ onError, retry: false }}
      title={`${translate(`${TEXT}.form.edit`)} ${translate(`${TEXT}.entity`)}`}
    >
      <GrupoOpcaoEditForm />
    </PortalEdit>
  );
}
