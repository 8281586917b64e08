import { useMemo } from 'react';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import type { CommunicationResource } from './communicationRules';

const FILE_ROUTE: Record<CommunicationResource, string> = { comunicados: 'comunicadoArquivo', contatos: 'contatoArquivo' };

/** The spec's URLs of an announcement or contact, from the route table: the list, the form and the file route. */
export function useCommunicationPaths(resource: CommunicationResource) {
  const pathTo = usePathTo();
  return useMemo(
    () => ({
      list: pathTo(resource),
      create: pathTo(`${resource}.create`),
      edit: (id: number | string) => pathTo(`${resource}.edit`, { id }),
      file: (id: number | string) => pathTo(FILE_ROUTE[resource], { id }),
    }),
    [pathTo, resource],
  );
}
