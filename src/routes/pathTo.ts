import { generatePath } from 'react-router-dom';
import type { PathParams } from '../kit/access/PortalRoutesContext';
import { resourceName } from './access';
import { ROUTES } from './routeTable';
import type { RouteLine } from '../kit/routing/routeLine';

const lineName = (line: RouteLine): string | undefined => line.name ?? resourceName(line);

const PATTERNS = new Map<string, string>(
  ROUTES.flatMap((line): [string, string][] => {
    const name = lineName(line);
    if (!name) return [];
    const own: [string, string] = [name, line.path];
    if (!line.write) return [own];
    return [own, [`${name}.create`, line.write.create], [`${name}.edit`, line.write.edit]];
  }),
);

/** The URL of a named route line with its params filled in; an unknown name is a programming error. */
export function pathTo(name: string, params: PathParams = {}): string {
  const pattern = PATTERNS.get(name);
  if (!pattern) throw new Error(`No route named "${name}"`);
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(pattern, values);
}
