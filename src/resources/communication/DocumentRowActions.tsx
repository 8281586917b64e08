import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useDelete, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../dataProviders/core/errors';
import { RemoveDialog } from '../../kit/dialogs/RemoveDialog';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { documentPaths } from './documentPaths';
import type { DocumentResource } from './documentRules';

interface DocumentRowActionsProps {
  resource: DocumentResource;
  record: { id: number | string; titulo: string };
}

/** Edit (the form at {list}-ae/{id}) and delete ('Remover item' … Não/Sim, then the list reloads). */
export function DocumentRowActions({ resource, record }: DocumentRowActionsProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const text = (key: string) => translate(`resources.${resource}.${key}`, { title: record.titulo });

  const confirm = () => {
    void remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          snackbar.success(text('messages.removed'));
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
          snackbar.error(text('messages.removeFailure'));
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <IconButton component={RouterLink} to={documentPaths(resource).edit(record.id)} aria-label={text('list.edit')} title={text('list.edit')} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton onClick={() => setOpen(true)} aria-label={text('list.remove')} title={text('list.remove')} size="small">
        <DeleteIcon fontSize="small" />
      </IconButton>
      <RemoveDialog open={open} loading={isPending} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </Box>
  );
}
