import { useState } from 'react';
import { useDelete, useTranslate } from 'react-admin';
import { refusalText, toldElsewhere } from '../../kit/data/failures';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { RETURNS_RESOURCE, type ReturnReport } from './returnReports';

/** After a removal the list refreshes after 1 s (spec part 3, sections 4 and 9). */
export const AFTER_DELETE_MS = 1000;

/**
 * The internal view's removal of a report: asked first ('EXCLUIR REGISTRO DE DEVOLUÇÃO'), sent once (the dialog and
 * the pending call refuse a second click), 'Relatório excluído com sucesso!', then `afterDelete` 1 s later. A failure
 * says the server's words or the spec's generic message.
 */
export function useDeleteReport(afterDelete: () => void) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [asked, setAsked] = useState<ReturnReport | null>(null);
  const [remove, { isPending }] = useDelete<ReturnReport>();

  const confirm = () => {
    if (!asked || isPending) return;
    void remove(
      RETURNS_RESOURCE,
      { id: asked.id, previousData: asked },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsked(null);
          snackbar.success(translate('resources.devolucoes.remove.done'));
          setTimeout(afterDelete, AFTER_DELETE_MS);
        },
        onError: (error) => {
          setAsked(null);
          if (toldElsewhere(error)) return;
          snackbar.error(refusalText(error) ?? translate('resources.devolucoes.failure'));
        },
      },
    );
  };

  return { asked, ask: setAsked, cancel: () => setAsked(null), confirm, isPending };
}
