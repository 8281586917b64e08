import { descriptionRefusal } from './rules';
import type { ContactGroup, DescriptionPayload } from '../../src/types/api';
import { db } from '../db/db';
import { fail, jsonBody } from '../http/endpoint';
import { NAMED_RECORD_MESSAGES, namedRecordHandlers } from '../http/namedRecords';

export const GROUP_MESSAGES = {
  ...NAMED_RECORD_MESSAGES,
  jsonHeaders: 'Requisição sem Content-Type: application/json.',
} as const;

const WRITE = 'manter-grupos';

const toRow = ({ id, descricao }: ContactGroup): ContactGroup => ({ id, descricao });

/** The group's description from the body, or the refusal the form's own rule gives. */
async function readDescription(request: Request): Promise<{ name: string } | { refusal: Response }> {
  const { descricao } = await jsonBody<DescriptionPayload>(request);
  const problem = descriptionRefusal(descricao);
  if (problem) return { refusal: fail(400, GROUP_MESSAGES[problem]) };
  return { name: String(descricao).trim() };
}

/** A contact or a contact-info row (the contact-us recipients) still names the group. */
const inUse = (id: number): boolean => db.tables.contacts.some((row) => row.grupo_id === id) || db.tables.contactInfo.some((row) => row.cdGep === id);

/** The groups screen's calls (manter-grupos); GET /grupo, shared with the contact form, is in mocks/contatos. */
export const groupHandlers = namedRecordHandlers<ContactGroup>({
  path: '/grupo',
  permission: WRITE,
  table: () => db.tables.contactGroups,
  row: toRow,
  readName: readDescription,
  create: (id, descricao) => ({ id, descricao }),
  rename: (group, descricao) => {
    group.descricao = descricao;
  },
  inUse: (group) => inUse(group.id),
  remove: (group) => {
    db.tables.contactGroups = db.tables.contactGroups.filter((row) => row !== group);
    db.touch('contactGroups');
  },
  touch: () => db.touch('contactGroups'),
  /** DELETE is sent with the JSON headers (spec part 1, section 7: without them the API refuses it). */
  refuseDelete: (request) =>
    /^application\/json\b/i.test(request.headers.get('Content-Type') ?? '') ? undefined : fail(415, GROUP_MESSAGES.jsonHeaders),
});
