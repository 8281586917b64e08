import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDelete, useRefresh, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '../../dataProviders/core/errors';
import { RemoveDialog } from '../dialogs/RemoveDialog';
import { useSnackbar } from '../snackbar/useSnackbar';

export interface RowActionsProps {
  resource: string;
  record: RaRecord;
  /** The record's form (the spec's {list}-ae/{id}). */
  editPath: string;
  editLabel: string;
  removeLabel: string;
  removedMessage: string;
  /** What a failed removal says (the server's text, translated, or the catalogue's). */
  removeFailureText: (error: unknown) => string;
}

/** A row's edit link and delete button (each with its tooltip): 'Remover item' … Não/Sim, then the list reloads (react-admin's useDelete refetches the list after a failure too). */
export function RowActions({ resource, record, editPath, editLabel, removeLabel, removedMessage, removeFailureText }: RowActionsProps) {
  const snackbar = useSnackbar();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();

  const confirm = () => {
    void remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          snackbar.success(removedMessage);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
          snackbar.error(removeFailureText(error));
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Tooltip title={editLabel}>
        <IconButton component={RouterLink} to={editPath} aria-label={editLabel} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={removeLabel}>
        <IconButton onClick={() => setOpen(true)} aria-label={removeLabel} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RemoveDialog open={open} loading={isPending} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </Box>
  );
}
