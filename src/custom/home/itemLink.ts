import { isSafeHttpUrl } from '../../kit/files/safeUrl';
import type { PortalRoutes } from '../../kit/access/PortalRoutesContext';

/** Marker of a stored file path (spec part 1, "Other route shapes"). */
export const ASSETS_MARKER = ';@Assets/';

/** The file route of each list, by its route line's name. */
const FILE_ROUTE = { '/comunicados': 'comunicadoArquivo', '/contatos': 'contatoArquivo' } as const;

export type ItemLink = { kind: 'external'; href: string } | { kind: 'viewer'; to: string } | null;

/**
 * Where an announcement's or contact's link may lead: a stored file opens the portal's file viewer
 * ({entity}/arquivos/{id}) once that screen exists; otherwise only an absolute http(s) URL is
 * linked. Anything else (javascript:, data:, relative text) gets no link at all.
 */
export function itemLink(
  link: string | null | undefined,
  id: string | number,
  listRoute: keyof typeof FILE_ROUTE,
  routes: Pick<PortalRoutes, 'pathTo' | 'isMounted'>,
): ItemLink {
  const text = (link ?? '').trim();
  if (text === '') return null;
  if (text.includes(ASSETS_MARKER)) {
    const to = routes.pathTo(FILE_ROUTE[listRoute], { id: String(id) });
    return routes.isMounted(to) ? { kind: 'viewer', to } : null;
  }
  return /^https?:\/\//i.test(text) && isSafeHttpUrl(text) ? { kind: 'external', href: text } : null;
}
