import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { openExternal } from '../../kit/files/safeUrl';
import { kitText } from '../../kit/kitText';
import { useLoggedWarning } from '../../kit/snackbar/useLoggedWarning';
import { useCommunicationPaths } from './communicationPaths';
import { viewTarget, type CommunicationResource } from './communicationRules';

/**
 * 'Visualizar' (spec part 1, "Announcements list and contacts list"): a stored file opens the file route
 * {entity}s/arquivos/{id}; anything else opens in a new tab, and only when it is an absolute http(s) URL.
 * An empty path warns 'URL de arquivo vazia!'; any other address 'URL de arquivo inválida!' (both logged).
 */
export function useViewCommunication(resource: CommunicationResource): (record: { id: number | string; diretorio?: string | null }) => void {
  const paths = useCommunicationPaths(resource);
  const navigate = useNavigate();
  const warn = useLoggedWarning();
  return useCallback(
    (record) => {
      const target = viewTarget(record.diretorio);
      if (target === 'empty') warn(kitText('files.emptyUrl'));
      else if (target === 'stored') void navigate(paths.file(record.id));
      else if (target === 'invalid' || !openExternal((record.diretorio ?? '').trim())) warn(kitText('files.invalidUrl'));
    },
    [navigate, paths, warn],
  );
}
