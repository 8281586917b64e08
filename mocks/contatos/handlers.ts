import { isStoredFile } from '../communication/rules';
import type { ContactInfoRow, HomeContact } from '../../src/types/api';
import type { ContactGroup, ContactRow } from '../../src/dataProviders/contatos/wire';
import { db } from '../db/db';
import { matchesCommunicationFilters } from '../communication/filters';
import { readCommunicationSave, settleFile } from '../communication/form';
import { removeStoredFile, storedFileResponse } from '../files/storedFiles';
import { endpoint, fail, ok, scopedPersonId } from '../http/endpoint';
import type { ContactRecord } from './seed';

const READ = ['ver-lista-de-contatos', 'manter-contatos'] as const;
const WRITE = 'manter-contatos';
export const NOT_FOUND = 'Contato não encontrado!';
/** A contact whose group no longer exists shows '?' (spec part 1, "Announcements list and contacts list"). */
export const MISSING_GROUP = '?';

const groupNames = (): Map<number, string> => new Map(db.tables.contactGroups.map((group) => [group.id, group.descricao]));

function toRow(row: ContactRecord, groups = groupNames()): ContactRow {
  return { ...row, DS_GRUPO: groups.get(row.grupo_id) ?? MISSING_GROUP };
}

const findRecord = (id: unknown): ContactRecord | undefined => db.tables.contacts.find((row) => row.id === Number(id));

export const contactHandlers = [
  /** GET /contato/ (home card): every contact in the home shape; a missing group reads '?'. */
  endpoint('get', 'legacy', '/contato/', { permission: [...READ] }, () => {
    const groups = groupNames();
    const itens: HomeContact[] = db.tables.contacts.map((row) => ({
      ID_CONTATO: row.id,
      ID_GRUPO: row.grupo_id,
      DS_GRUPO: groups.get(row.grupo_id) ?? MISSING_GROUP,
      DS_CONTATO: row.descricao,
      NM_TITULO: row.titulo,
      DS_DIRETORIO: row.diretorio || null,
    }));
    return ok({ itens });
  }),

  /**
   * GET /contatoTable[?q][&anexo=file|url|none][&grupo=id]: every contact in the table shape, with its group's
   * description (DS_GRUPO, '?' when the group is gone), by group then title; the client pages and sorts.
   */
  endpoint('get', 'legacy', '/contatoTable', { permission: [...READ] }, ({ url }) => {
    const groups = groupNames();
    const grupo = url.searchParams.get('grupo');
    const itens = db.tables.contacts
      .filter((row) => !grupo || row.grupo_id === Number(grupo))
      .filter((row) => matchesCommunicationFilters(row, url.searchParams))
      .map((row) => toRow(row, groups))
      .sort((a, b) => a.DS_GRUPO.localeCompare(b.DS_GRUPO, 'pt-BR') || a.titulo.localeCompare(b.titulo, 'pt-BR'));
    return ok({ itens });
  }),

  /**
   * GET /grupo: the contact groups (the contact form's Grupo select, and the groups screen), by description.
   * The groups screen adds its own writes; this read serves both.
   */
  endpoint('get', 'legacy', '/grupo', { permission: ['manter-grupos', 'manter-contatos'] }, () => {
    const itens: ContactGroup[] = db.tables.contactGroups
      .map(({ id, descricao }) => ({ id, descricao }))
      .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
    return ok({ itens });
  }),

  /** GET /contato/arquivo/{id}: the stored file of a contact. */
  endpoint('get', 'legacy', '/contato/arquivo/:id', { permission: [...READ] }, ({ params }) => {
    const row = findRecord(params.id);
    if (!row || !isStoredFile(row.diretorio)) return fail(404, NOT_FOUND);
    return storedFileResponse(row.diretorio, row.titulo, row.descricao);
  }),

  /** GET /contato/{id}: one contact in the table shape. */
  endpoint('get', 'legacy', '/contato/:id', { permission: [...READ] }, ({ params }) => {
    const row = findRecord(params.id);
    return row ? ok({ itens: toRow(row) }) : fail(404, NOT_FOUND);
  }),

  /** POST /contato (multipart, manter-contatos): the form's rules, then a new contact. */
  endpoint('post', 'legacy', '/contato', { permission: WRITE }, async ({ request }) => {
    const read = await readCommunicationSave('contatos', request);
    if ('refusal' in read) return read.refusal;
    const { changes } = read;
    const table = db.tables.contacts;
    const id = table.reduce((max, row) => Math.max(max, row.id), 200) + 1;
    const record: ContactRecord = {
      id,
      titulo: changes.titulo,
      descricao: changes.descricao,
      diretorio: await settleFile('contatos', id, changes, ''),
      grupo_id: changes.grupo_id!,
    };
    table.push(record);
    db.touch('contacts');
    return ok({ message: 'Contato adicionado com sucesso!', itens: toRow(record) });
  }),

  /** PUT /contato/{id} (multipart, manter-contatos). */
  endpoint('put', 'legacy', '/contato/:id', { permission: WRITE }, async ({ request, params }) => {
    const record = findRecord(params.id);
    if (!record) return fail(404, NOT_FOUND);
    const read = await readCommunicationSave('contatos', request, record.diretorio);
    if ('refusal' in read) return read.refusal;
    const { changes } = read;
    Object.assign(record, {
      titulo: changes.titulo,
      descricao: changes.descricao,
      diretorio: await settleFile('contatos', record.id, changes, record.diretorio),
      grupo_id: changes.grupo_id!,
    });
    db.touch('contacts');
    return ok({ message: 'Contato editado com sucesso!', itens: toRow(record) });
  }),

  /** DELETE /contato/{id} (manter-contatos): the contact and its stored file. */
  endpoint('delete', 'legacy', '/contato/:id', { permission: WRITE }, ({ params }) => {
    const table = db.tables.contacts;
    const at = table.findIndex((row) => row.id === Number(params.id));
    if (at === -1) return fail(404, NOT_FOUND);
    const [removed] = table.splice(at, 1);
    removeStoredFile(removed.diretorio);
    db.touch('contacts');
    return ok({ message: 'Contato removido com sucesso!' });
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
