import { db } from '../db/db';
import { fail, type Caller } from '../http/endpoint';

/** The protocol server's own refusals (its texts; the spec shows none). */
export const PROTOCOL_MESSAGES = {
  otherSupplier: 'Fornecedor sem permissão para acessar os protocolos de outro fornecedor.',
  supplierRequired: 'Campos necessários: idFornecedor',
  supplierUnknown: 'Fornecedor não encontrado!',
  dayRequired: 'Campos necessários: idFornecedor, dataAgenda',
} as const;

const isSupplier = (id: number): boolean => db.tables.pessoas.some((row) => Number(row.codigo) === id && row.supplierType !== null);

/**
 * The supplier a protocol call reads: a supplier only its own (no id or its own code; another id is refused with
 * 403); a filtro-fornecedor holder the one it names (required, and known).
 */
export function protocolSupplier(caller: Caller, requested: string | null): number | Response {
  const id = requested === null || requested.trim() === '' ? undefined : Number(requested);
  if (!caller.permissions.has('filtro-fornecedor')) {
    const own = Number(caller.user.codigo);
    return id === undefined || id === own ? own : fail(403, PROTOCOL_MESSAGES.otherSupplier);
  }
  if (id === undefined || !Number.isInteger(id)) return fail(400, PROTOCOL_MESSAGES.supplierRequired);
  return isSupplier(id) ? id : fail(404, PROTOCOL_MESSAGES.supplierUnknown);
}
