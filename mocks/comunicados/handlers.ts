import { format } from 'date-fns';
import type { AnnouncementListItem } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId, type Caller } from '../http/endpoint';
import type { AnnouncementRecord } from './seed';

const today = (): string => format(new Date(), 'yyyy-MM-dd');

export function isValidOn(row: Pick<AnnouncementRecord, 'lancamento' | 'termino'>, day: string): boolean {
  return row.lancamento.slice(0, 10) <= day && day <= row.termino.slice(0, 10);
}

/** A supplier sees announcements for everyone and those that name it; staff see every one (or a chosen supplier's). */
function visibleTo(row: AnnouncementRecord, caller: Caller, personId: string | null): boolean {
  if (caller.permissions.has('filtro-fornecedor') && !personId) return true;
  const supplier = Number(scopedPersonId(caller, personId));
  return row.fl_all || row.fornecedores.some((entry) => entry.id_pessoa === supplier);
}

export const toListItem = (row: AnnouncementRecord): AnnouncementListItem => ({
  ID_CFG: row.id,
  DS_TITULO: row.titulo,
  TX_DESCRICAO: row.descricao,
  DS_LINK: row.diretorio || null,
  DT_LANCAMENTO: row.lancamento,
});

export const announcementHandlers = [
  /** GET /comunicado/ (home card): valid today and visible to the caller, newest first, legacy list shape. */
  endpoint('get', 'legacy', '/comunicado/', { permission: ['ver-lista-de-comunicados', 'manter-comunicados'] }, ({ url, caller }) => {
    const day = today();
    const personId = url.searchParams.get('personId');
    const rows = db.tables.announcements
      .filter((row) => isValidOn(row, day) && visibleTo(row, caller, personId))
      .sort((a, b) => b.lancamento.localeCompare(a.lancamento));
    return ok({ itens: rows.map(toListItem) });
  }),
];
