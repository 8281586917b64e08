import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { RemoveDialog } from '../../kit/dialogs/RemoveDialog';
import { useRemoveDocuments } from './useRemoveDocuments';

/** The table's bulk action 'Remover acessos', through the generic 'Remover item' question. */
export function RemoveDocumentsButton() {
  const translate = useTranslate();
  const removal = useRemoveDocuments();
  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={removal.ask}>
        {translate('resources.compliance.list.remove')}
      </Button>
      <RemoveDialog open={removal.asking} loading={removal.removing} onCancel={removal.cancel} onConfirm={removal.confirm} />
    </>
  );
}
