import { pathsOfResource } from '../../routes/access';
import type { DocumentResource } from './documentRules';

/** The spec's URLs of an announcement or contact: the list, the form ({list}-ae[/{id}]) and the file route. */
export function documentPaths(resource: DocumentResource) {
  const paths = pathsOfResource(resource);
  return { ...paths, file: (id: number | string) => `${paths.list}/arquivos/${encodeURIComponent(String(id))}` };
}
