import { kitText } from '../kitText';
import { ConfirmDialog } from './ConfirmDialog';

export interface RemoveDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** "Remover item" confirmation. Confirms at most once per opening or request, even on a double click. */
export function RemoveDialog(props: RemoveDialogProps) {
  return <ConfirmDialog {...props} title={kitText('removeDialog.title')} text={kitText('removeDialog.text')} color="error" />;
}
