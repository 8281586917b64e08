import { isSafeHttpUrl } from '../../kit/files/safeUrl';
import { isMounted } from '../../routes/access';

/** Marker of a stored file path (spec part 1, "Other route shapes"). */
export const ASSETS_MARKER = ';@Assets/';

export type ItemLink = { kind: 'external'; href: string } | { kind: 'viewer'; to: string } | null;

/**
 * Where an announcement's or contact's link may lead: a stored file opens the portal's file viewer
 * ({entity}/arquivos/{id}) once that screen exists; otherwise only an absolute http(s) URL is
 * linked. Anything else (javascript:, data:, relative text) gets no link at all.
 */
export function itemLink(link: string | null | undefined, id: string | number, listRoute: '/comunicados' | '/contatos'): ItemLink {
  const text = (link ?? '').trim();
  if (text === '') return null;
  if (text.includes(ASSETS_MARKER)) {
    const to = `${listRoute}/arquivos/${encodeURIComponent(String(id))}`;
    return isMounted(to) ? { kind: 'viewer', to } : null;
  }
  return /^https?:\/\//i.test(text) && isSafeHttpUrl(text) ? { kind: 'external', href: text } : null;
}
