import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';

/** 'EXCLUIR REGISTRO DE DEVOLUÇÃO' … Excluir / Cancelar. */
export function DeleteReportDialog({ open, loading, onCancel, onConfirm }: { open: boolean; loading: boolean; onCancel: () => void; onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
      color="error"
      title={translate('resources.devolucoes.remove.title')}
      text={translate('resources.devolucoes.remove.text')}
      confirmLabel={translate('resources.devolucoes.remove.confirm')}
      cancelLabel={translate('resources.devolucoes.remove.cancel')}
    />
  );
}
