import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDeleteMany, useListContext, useRefresh, useResourceContext } from 'react-admin';
import { isApiError } from '../../dataProviders/core/errors';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { useSnackbar } from '../snackbar/useSnackbar';

export interface BulkRemoveButtonProps {
  label: string;
  /** The question's title and text. */
  title: string;
  text: string;
  removedMessage: string;
  /** What a failed removal says (the server's text, or the catalogue's). */
  removeFailureText: (error: unknown) => string;
}

/**
 * The bulk action of a PortalTable with selectable rows: removes the selected records after a yes/no question
 * (sent once, however many clicks), then the selection clears and the list reloads.
 */
export function BulkRemoveButton({ label, title, text, removedMessage, removeFailureText }: BulkRemoveButtonProps) {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const snackbar = useSnackbar();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [removeMany, { isPending }] = useDeleteMany();

  const confirm = () => {
    void removeMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          snackbar.success(removedMessage);
          onUnselectItems();
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          refresh();
          if (isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')) return;
          snackbar.error(removeFailureText(error));
        },
      },
    );
  };

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog open={open} title={title} text={text} color="error" loading={isPending} onCancel={() => setOpen(false)} onConfirm={confirm} />
    </>
  );
}
