import { useNotify, useRedirect } from 'react-admin';
import { endsSession } from '../../kit/data/failures';
import { useCommunicationPaths } from './communicationPaths';
import type { CommunicationResource } from './communicationRules';

/**
 * The edit form's record did not load: the server's message (or the catalogue's 'Erro ao carregar dados!'), and
 * back to the list. react-admin's default would say 'Elemento não existe' whatever happened.
 */
export function useRecordLoadFailure(resource: CommunicationResource): (error: unknown) => void {
  const paths = useCommunicationPaths(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  return (error) => {
    if (endsSession(error)) return;
    notify(error instanceof Error ? error.message : 'app.errors.loadFailure', { type: 'error' });
    redirect(paths.list);
  };
}
