import { resourceLine, resourcePaths } from '../../routes/access';
import type { DocumentResource } from './documentRules';

/** The spec's URLs of an announcement or contact: the list, the form ({list}-ae[/{id}]) and the file route. */
export function documentPaths(resource: DocumentResource) {
  const line = resourceLine(resource);
  if (!line) throw new Error(`No route line for resource "${resource}"`);
  const paths = resourcePaths(line);
  return { ...paths, file: (id: number | string) => `${line.path}/arquivos/${encodeURIComponent(String(id))}` };
}
