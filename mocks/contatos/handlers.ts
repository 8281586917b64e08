import type { ContactInfoRow, HomeContact } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId } from '../http/endpoint';

export const contactHandlers = [
  /** GET /contato/ (home card): every contact in the home shape; a missing group reads '?'. */
  endpoint('get', 'legacy', '/contato/', { permission: ['ver-lista-de-contatos', 'manter-contatos'] }, () => {
    const groups = new Map(db.tables.contactGroups.map((group) => [group.id, group.descricao]));
    const itens: HomeContact[] = db.tables.contacts.map((row) => ({
      ID_CONTATO: row.id,
      ID_GRUPO: row.grupo_id,
      DS_GRUPO: groups.get(row.grupo_id) ?? '?',
      DS_CONTATO: row.descricao,
      NM_TITULO: row.titulo,
      DS_DIRETORIO: row.diretorio || null,
    }));
    return ok({ itens });
  }),

  /**
   * GET /contatoInfo?personId= (path not in the spec): the groups that answer for the supplier —
   * its own purchasing department and the shared ones. Staff asking for themselves get every group.
   */
  endpoint('get', 'legacy', '/contatoInfo', { permission: ['ver-lista-de-contatos', 'fale-conosco', 'manter-contatos'] }, ({ url, caller }) => {
    const personId = scopedPersonId(caller, url.searchParams.get('personId'));
    const supplierType = db.tables.pessoas.find((row) => row.codigo === personId)?.supplierType ?? null;
    const itens: ContactInfoRow[] = db.tables.contactInfo
      .filter((row) => supplierType === null || row.supplierType === null || row.supplierType === supplierType)
      .map(({ cdGep, nmGep, gerentes, analistas }) => ({ cdGep, nmGep, gerentes, analistas }));
    return ok({ itens });
  }),
];
