import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { endsSession } from '../../../../dataProviders/core/errors';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';

/**
 * Spec part 2, section 8: a tab list that cannot be read says 'Ocorreu um problema ao carregar as informações da
 * tabela. Por favor, tente novamente.' in an 8 s snackbar (the error duration). A failure that ends the session
 * was already told by the HTTP layer.
 */
export function useLoadFailure(error: Error | null): boolean {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const failed = error !== null && !endsSession(error);
  useEffect(() => {
    if (failed) snackbar.error(translate('pages.gerenciarPedidos.schedule.loadFailure'), { urgent: true });
  }, [error, failed, snackbar, translate]);
  return failed;
}
