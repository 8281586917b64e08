import { descriptionRefusal } from './rules';
import type { ContactGroup, DescriptionPayload } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';

export const GROUP_MESSAGES = {
  created: 'Grupo adicionado com sucesso!',
  updated: 'Grupo editado com sucesso!',
  removed: 'Grupo removido com sucesso!',
  notFound: 'Grupo não encontrado!',
  required: 'Preencha o campo descrição!',
  max: 'Campo descrição não pode ter mais de 100 caracteres!',
  /** The legacy database's answer when a row still points at the group (Oracle ORA-02292). */
  linked: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]',
  jsonHeaders: 'Requisição sem Content-Type: application/json.',
} as const;

const WRITE = 'manter-grupos';

const findGroup = (id: unknown) => db.tables.contactGroups.find((row) => String(row.id) === String(id));

const toRow = ({ id, descricao }: ContactGroup): ContactGroup => ({ id, descricao });

/** The group's description from the body, or the refusal the form's own rule gives. */
async function readDescription(request: Request): Promise<{ descricao: string } | { refusal: Response }> {
  const { descricao } = await jsonBody<DescriptionPayload>(request);
  const problem = descriptionRefusal(descricao);
  if (problem) return { refusal: fail(400, GROUP_MESSAGES[problem]) };
  return { descricao: String(descricao).trim() };
}

/** A contact or a contact-info row (the contact-us recipients) still names the group. */
const inUse = (id: number): boolean => db.tables.contacts.some((row) => row.grupo_id === id) || db.tables.contactInfo.some((row) => row.cdGep === id);

/** The groups screen's calls (manter-grupos); GET /grupo, shared with the contact form, is in mocks/contatos. */
export const groupHandlers = [
  /** GET /grupo/{id}: one group. */
  endpoint('get', 'legacy', '/grupo/:id', { permission: WRITE }, ({ params }) => {
    const group = findGroup(params.id);
    return group ? ok({ itens: toRow(group) }) : fail(404, GROUP_MESSAGES.notFound);
  }),

  /** POST /grupo { descricao }: a new group, with the next free id. */
  endpoint('post', 'legacy', '/grupo', { permission: WRITE }, async ({ request }) => {
    const read = await readDescription(request);
    if ('refusal' in read) return read.refusal;
    const table = db.tables.contactGroups;
    const group = { id: table.reduce((max, row) => Math.max(max, row.id), 0) + 1, descricao: read.descricao };
    table.push(group);
    db.touch('contactGroups');
    return ok({ message: GROUP_MESSAGES.created, itens: toRow(group) });
  }),

  /** PUT /grupo/{id} { descricao }. */
  endpoint('put', 'legacy', '/grupo/:id', { permission: WRITE }, async ({ request, params }) => {
    const group = findGroup(params.id);
    if (!group) return fail(404, GROUP_MESSAGES.notFound);
    const read = await readDescription(request);
    if ('refusal' in read) return read.refusal;
    group.descricao = read.descricao;
    db.touch('contactGroups');
    return ok({ message: GROUP_MESSAGES.updated, itens: toRow(group) });
  }),

  /**
   * DELETE /grupo/{id}, sent with the JSON headers (spec part 1, section 7: without them the API refuses it); refused,
   * as the legacy database refuses it, while a contact still belongs to the group.
   */
  endpoint('delete', 'legacy', '/grupo/:id', { permission: WRITE }, ({ request, params }) => {
    if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? '')) return fail(415, GROUP_MESSAGES.jsonHeaders);
    const group = findGroup(params.id);
    if (!group) return fail(404, GROUP_MESSAGES.notFound);
    if (inUse(group.id)) return fail(400, GROUP_MESSAGES.linked);
    db.tables.contactGroups = db.tables.contactGroups.filter((row) => row !== group);
    db.touch('contactGroups');
    return ok({ message: GROUP_MESSAGES.removed });
  }),
];
