import type { DefaultBodyType } from 'msw';
import type { PermissionKey } from '../../src/permissions/keys';
import { endpoint, fail, ok } from './endpoint';

/** The legacy API's answers to the writes of a named record (a group of contacts, a receiving-option group). */
export const NAMED_RECORD_MESSAGES = {
  created: 'Grupo adicionado com sucesso!',
  updated: 'Grupo editado com sucesso!',
  removed: 'Grupo removido com sucesso!',
  notFound: 'Grupo não encontrado!',
  required: 'Preencha o campo descrição!',
  max: 'Campo descrição não pode ter mais de 100 caracteres!',
  /** The legacy database's answer while a row still points at the record (Oracle ORA-02292). */
  linked: 'ERRO NA EXCLUSÃO DO GRUPO. ERRO:[-2292]',
} as const;

export interface NamedRecordCrud<Rec extends { id: number }> {
  /** '/grupo': GET, PUT and DELETE at `${path}/:id`. */
  path: string;
  /** Where POST goes, when not `path` itself (a trailing slash). */
  createPath?: string;
  permission: PermissionKey;
  /** The table as it is now (it may be replaced by a delete). */
  table: () => Rec[];
  row: (record: Rec) => DefaultBodyType;
  /** The record's name from the body, or the server's refusal. */
  readName: (request: Request) => Promise<{ name: string } | { refusal: Response }>;
  create: (id: number, name: string) => Rec;
  rename: (record: Rec, name: string) => void;
  /** Something still points at the record: the delete is refused as the legacy database refuses it. */
  inUse: (record: Rec) => boolean;
  /** Takes the record (and what goes with it) out of the tables. */
  remove: (record: Rec) => void;
  /** Marks the table changed. */
  touch: () => void;
  /** A refusal of the delete request itself, before the record is looked up. */
  refuseDelete?: (request: Request) => Response | undefined;
}

/** GET one, POST, PUT and DELETE of a legacy named record: the same four calls behind both group screens. */
export function namedRecordHandlers<Rec extends { id: number }>(crud: NamedRecordCrud<Rec>) {
  const { path, permission } = crud;
  const find = (id: unknown) => crud.table().find((record) => String(record.id) === String(id));
  return [
    endpoint('get', 'legacy', `${path}/:id`, { permission }, ({ params }) => {
      const record = find(params.id);
      return record ? ok({ itens: crud.row(record) }) : fail(404, NAMED_RECORD_MESSAGES.notFound);
    }),

    /** POST { name field }: a new record, with the next free id. */
    endpoint('post', 'legacy', crud.createPath ?? path, { permission }, async ({ request }) => {
      const read = await crud.readName(request);
      if ('refusal' in read) return read.refusal;
      const table = crud.table();
      const record = crud.create(table.reduce((max, row) => Math.max(max, row.id), 0) + 1, read.name);
      table.push(record);
      crud.touch();
      return ok({ message: NAMED_RECORD_MESSAGES.created, itens: crud.row(record) });
    }),

    endpoint('put', 'legacy', `${path}/:id`, { permission }, async ({ request, params }) => {
      const record = find(params.id);
      if (!record) return fail(404, NAMED_RECORD_MESSAGES.notFound);
      const read = await crud.readName(request);
      if ('refusal' in read) return read.refusal;
      crud.rename(record, read.name);
      crud.touch();
      return ok({ message: NAMED_RECORD_MESSAGES.updated, itens: crud.row(record) });
    }),

    endpoint('delete', 'legacy', `${path}/:id`, { permission }, ({ request, params }) => {
      const refusal = crud.refuseDelete?.(request);
      if (refusal) return refusal;
      const record = find(params.id);
      if (!record) return fail(404, NAMED_RECORD_MESSAGES.notFound);
      if (crud.inUse(record)) return fail(400, NAMED_RECORD_MESSAGES.linked);
      crud.remove(record);
      return ok({ message: NAMED_RECORD_MESSAGES.removed });
    }),
  ];
}

/** The longest name (a description) the legacy columns hold, in characters. */
export const NAME_LIMIT = 100;

export type NameRefusal = 'required' | 'max';

/**
 * The server's own check of a named record's name or description (spec part 1, section 8: 'Preencha o campo
 * descrição!'; at most 100 characters, docs/decisions.md): blanks alone count as empty, the length is counted in
 * characters after trimming.
 */
export function nameRefusal(value: unknown): NameRefusal | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'required';
  return [...text].length > NAME_LIMIT ? 'max' : undefined;
}
