import { HttpResponse } from 'msw';
import { format } from 'date-fns';
import { isStoredFile } from '../communication/rules';
import type { AnnouncementListItem, SupplierType } from '../../src/types/api';
import type { AnnouncementRow, SupplierEmailPayload, SupplierVisibilityRow } from '../../src/dataProviders/comunicados/wire';
import { db } from '../db/db';
import { readCommunicationSave, settleFile } from '../communication/form';
import { matchesCommunicationFilters } from '../communication/filters';
import { removeStoredFile, storedFileResponse } from '../files/storedFiles';
import { endpoint, fail, jsonBody, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { recordEmail } from '../mail/store';
import type { AnnouncementRecord } from './seed';

const today = (): string => format(new Date(), 'yyyy-MM-dd');

const READ = ['ver-lista-de-comunicados', 'manter-comunicados'] as const;
const WRITE = 'manter-comunicados';
export const NOT_FOUND = 'Comunicado não encontrado!';

export function isValidOn(row: Pick<AnnouncementRecord, 'lancamento' | 'termino'>, day: string): boolean {
  return row.lancamento.slice(0, 10) <= day && day <= row.termino.slice(0, 10);
}

/** A supplier sees announcements for everyone and those that name it; staff see every one (or a chosen supplier's). */
function visibleTo(row: AnnouncementRecord, caller: Caller, personId: string | null): boolean {
  if (caller.permissions.has('filtro-fornecedor') && !personId) return true;
  const supplier = Number(scopedPersonId(caller, personId));
  return row.fl_all || row.fornecedores.some((entry) => entry.id_pessoa === supplier);
}

/** Who maintains announcements or works in the internal view sees every one; anyone else those visible to it and valid today. */
const seesAll = (caller: Caller): boolean => caller.permissions.has(WRITE) || caller.permissions.has('filtro-fornecedor');

function readable(row: AnnouncementRecord, caller: Caller): boolean {
  return seesAll(caller) || (visibleTo(row, caller, null) && isValidOn(row, today()));
}

export const toListItem = (row: AnnouncementRecord): AnnouncementListItem => ({
  ID_CFG: row.id,
  DS_TITULO: row.titulo,
  TX_DESCRICAO: row.descricao,
  DS_LINK: row.diretorio || null,
  DT_LANCAMENTO: row.lancamento,
});

/** The form/table shape; the chosen suppliers (with their e-mails) only for those who maintain announcements. */
function toRow(row: AnnouncementRecord, caller: Caller): AnnouncementRow {
  const { fornecedores, ...rest } = row;
  if (!caller.permissions.has(WRITE)) return rest;
  return { ...rest, fornecedores: fornecedores.map((entry) => ({ id_pessoa: entry.id_pessoa, id_cfg: 0, email: entry.email })) };
}

const findRecord = (id: unknown): AnnouncementRecord | undefined => db.tables.announcements.find((row) => row.id === Number(id));

/** 'current' (valid today), 'past' (ended) or 'future' (not yet released). */
function validity(row: AnnouncementRecord, day: string): 'current' | 'past' | 'future' {
  if (row.termino.slice(0, 10) < day) return 'past';
  return row.lancamento.slice(0, 10) > day ? 'future' : 'current';
}

export const announcementHandlers = [
  /** GET /comunicado/ (home card): valid today and visible to the caller, newest first, legacy list shape. */
  endpoint('get', 'legacy', '/comunicado/', { permission: [...READ] }, ({ url, caller }) => {
    const day = today();
    const personId = url.searchParams.get('personId');
    const rows = db.tables.announcements
      .filter((row) => isValidOn(row, day) && visibleTo(row, caller, personId))
      .sort((a, b) => b.lancamento.localeCompare(a.lancamento));
    return ok({ itens: rows.map(toListItem) });
  }),

  /**
   * GET /comunicadoTable[?q][&vigencia=current|past|future][&anexo=file|url|none] (path not in the spec): every
   * announcement for those who maintain them or work in the internal view; a supplier only those for everyone or
   * naming it, valid today. Newest start first; the client pages and sorts.
   */
  endpoint('get', 'legacy', '/comunicadoTable', { permission: [...READ] }, ({ url, caller }) => {
    const day = today();
    const vigencia = url.searchParams.get('vigencia');
    const rows = db.tables.announcements
      .filter((row) => readable(row, caller))
      .filter((row) => !vigencia || validity(row, day) === vigencia)
      .filter((row) => matchesCommunicationFilters(row, url.searchParams))
      .sort((a, b) => b.lancamento.localeCompare(a.lancamento) || b.id - a.id);
    return ok({ itens: rows.map((row) => toRow(row, caller)) });
  }),

  /** GET /comunicado/arquivo/{id}: the stored file of an announcement the caller may read. */
  endpoint('get', 'legacy', '/comunicado/arquivo/:id', { permission: [...READ] }, ({ params, caller }) => {
    const row = findRecord(params.id);
    if (!row || !readable(row, caller) || !isStoredFile(row.diretorio)) return fail(404, NOT_FOUND);
    return storedFileResponse(row.diretorio, row.titulo, row.descricao);
  }),

  /**
   * GET /comunicado/{id}/fornecedores[?tipo=F|M|A] (path not in the spec): every supplier of the type with
   * VISIVEL 'true' when it sees the announcement.
   */
  endpoint('get', 'legacy', '/comunicado/:id/fornecedores', { permission: WRITE }, ({ params, url }) => {
    const row = findRecord(params.id);
    if (!row) return fail(404, NOT_FOUND);
    const tipo = (url.searchParams.get('tipo') ?? 'F') as SupplierType;
    const chosen = new Set(row.fornecedores.map((entry) => entry.id_pessoa));
    const itens: SupplierVisibilityRow[] = db.tables.pessoas
      .filter((person) => person.supplierType !== null && (tipo === 'F' || person.supplierType === tipo))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
      .map((person) => ({
        ID_PESSOA: Number(person.codigo),
        NM_PESSOA: person.nome,
        RET_EMAIL_PESSOA: person.email,
        VISIVEL: row.fl_all || chosen.has(Number(person.codigo)) ? 'true' : 'false',
      }));
    return ok({ itens });
  }),

  /** GET /comunicado/{id}: one announcement the caller may read. */
  endpoint('get', 'legacy', '/comunicado/:id', { permission: [...READ] }, ({ params, caller }) => {
    const row = findRecord(params.id);
    if (!row || !readable(row, caller)) return fail(404, NOT_FOUND);
    return ok({ itens: toRow(row, caller) });
  }),

  /** POST /comunicado (multipart, manter-comunicados): the form's rules, then a new announcement. */
  endpoint('post', 'legacy', '/comunicado', { permission: WRITE }, async ({ request, caller }) => {
    const read = await readCommunicationSave('comunicados', request);
    if ('refusal' in read) return read.refusal;
    const { changes } = read;
    const table = db.tables.announcements;
    const id = table.reduce((max, row) => Math.max(max, row.id), 100) + 1;
    const record: AnnouncementRecord = {
      id,
      titulo: changes.titulo,
      descricao: changes.descricao,
      diretorio: await settleFile('comunicados', id, changes, ''),
      lancamento: changes.lancamento!,
      termino: changes.termino!,
      fl_autentificado: true,
      fl_all: changes.fl_all!,
      fornecedores: changes.fornecedores!,
    };
    table.push(record);
    db.touch('announcements');
    return ok({ message: 'Comunicado adicionado com sucesso!', itens: toRow(record, caller) });
  }),

  /** PUT /comunicado/{id} (multipart, manter-comunicados). */
  endpoint('put', 'legacy', '/comunicado/:id', { permission: WRITE }, async ({ request, params, caller }) => {
    const record = findRecord(params.id);
    if (!record) return fail(404, NOT_FOUND);
    const read = await readCommunicationSave('comunicados', request, record.diretorio);
    if ('refusal' in read) return read.refusal;
    const { changes } = read;
    Object.assign(record, {
      titulo: changes.titulo,
      descricao: changes.descricao,
      diretorio: await settleFile('comunicados', record.id, changes, record.diretorio),
      lancamento: changes.lancamento!,
      termino: changes.termino!,
      fl_all: changes.fl_all!,
      fornecedores: changes.fornecedores!,
    });
    db.touch('announcements');
    return ok({ message: 'Comunicado editado com sucesso!', itens: toRow(record, caller) });
  }),

  /** DELETE /comunicado/{id} (manter-comunicados): the announcement and its stored file. */
  endpoint('delete', 'legacy', '/comunicado/:id', { permission: WRITE }, ({ params }) => {
    const table = db.tables.announcements;
    const at = table.findIndex((row) => row.id === Number(params.id));
    if (at === -1) return fail(404, NOT_FOUND);
    const [removed] = table.splice(at, 1);
    removeStoredFile(removed.diretorio);
    db.touch('announcements');
    return ok({ message: 'Comunicado removido com sucesso!' });
  }),

  /**
   * POST /email/supplier (orders API; the spec names "a supplier-email endpoint on the newer API"): the
   * announcement notification, recorded in sentEmails. 400 without a title, a content or a recipient, and for a
   * recipient that is no supplier's e-mail: the portal mails its suppliers, not any address a browser sends.
   */
  endpoint('post', 'orders', '/email/supplier', { permission: WRITE }, async ({ request }) => {
    const body = await jsonBody<SupplierEmailPayload>(request);
    const recipients = Array.isArray(body.recipientEmailList) ? body.recipientEmailList.filter((email): email is string => typeof email === 'string' && email.includes('@')) : [];
    if (typeof body.title !== 'string' || !body.title.trim() || typeof body.content !== 'string' || !body.content.trim() || recipients.length === 0) {
      return HttpResponse.json({ message: 'Título, conteúdo e destinatários são obrigatórios.' }, { status: 400 });
    }
    const suppliers = new Set(db.tables.pessoas.filter((row) => row.supplierType !== null).map((row) => row.email.toLowerCase()));
    const stranger = recipients.find((email) => !suppliers.has(email.toLowerCase()));
    if (stranger) return HttpResponse.json({ message: `Destinatário não é fornecedor do portal: ${stranger}` }, { status: 400 });
    recordEmail({ kind: 'comunicado', subject: body.title, content: body.content, recipients, attachments: [] });
    return HttpResponse.json({ message: 'E-mail enviado com sucesso!' });
  }),
];
