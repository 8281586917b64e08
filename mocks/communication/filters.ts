import { isStoredFile } from './rules';

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** 'file' (a stored file), 'url' (anything else typed) or 'none'. */
export const attachmentKind = (diretorio: string): 'file' | 'url' | 'none' => (diretorio === '' ? 'none' : isStoredFile(diretorio) ? 'file' : 'url');

/**
 * The search and filters the announcement and contact tables share: `q` in the title or description (accents and
 * letter case ignored), `anexo` = file | url | none.
 */
export function matchesCommunicationFilters(row: { titulo: string; descricao: string; diretorio: string }, params: URLSearchParams): boolean {
  const q = normalise(params.get('q')?.trim() ?? '');
  const anexo = params.get('anexo');
  if (q && !normalise(`${row.titulo} ${row.descricao}`).includes(q)) return false;
  return !anexo || attachmentKind(row.diretorio) === anexo;
}
