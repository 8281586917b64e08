import { useTranslate } from 'react-admin';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';

/**
 * Spec part 2, section 8: a tab list that cannot be read says 'Ocorreu um problema ao carregar as informações da
 * tabela. Por favor, tente novamente.' in an 8 s snackbar (the error duration). A failure that ends the session
 * was already told by the HTTP layer.
 */
export function useLoadFailure(error: Error | null): boolean {
  const translate = useTranslate();
  return useReadFailure(error, translate('pages.gerenciarPedidos.schedule.loadFailure')) !== undefined;
}
