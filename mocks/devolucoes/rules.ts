import type { CreateReturnReceiptBody } from '../../src/dataProviders/devolucoes/wire';
import { db } from '../db/db';
import type { Caller } from '../http/endpoint';
import type { ReturnReportRecord } from './seed';

/**
 * The server's own rules of the return reports: who may do what, and what a new report must be. It trusts nothing
 * the client checked and shares no code with the client's rules.
 */

export const RETURN_MESSAGES = {
  staffOnly: 'Apenas a equipe interna pode cadastrar ou excluir relatórios de devolução.',
  otherSupplier: 'Fornecedor sem acesso aos relatórios de devolução de outro fornecedor.',
  otherUser: 'O usuário informado não é o usuário desta sessão.',
  reportNotFound: 'Relatório de devolução não encontrado.',
  imageNotFound: 'Imagem não encontrada.',
  supplierUnknown: 'Fornecedor não encontrado.',
  divisionInvalid: "Divisão inválida: informe 'A' (Acessórios) ou 'P' (Móveis).",
  dateInvalid: 'Data de recebimento inválida (dd/mm/aaaa).',
  idNotReserved: 'O código do relatório não foi reservado (next-return-receipt-id) ou já foi usado.',
  fileMissing: "Envie a imagem no campo 'file' (multipart/form-data).",
  fileNameInvalid: "Nome do arquivo inválido: informe '<sequência>-<nome original>'.",
  fileEmpty: 'O arquivo enviado está vazio.',
  fileTooBig: 'Cada imagem deve ter menos de 5.000.000 bytes.',
  notAnImage: 'O arquivo enviado não é uma imagem (JPEG, PNG, GIF ou WebP).',
  quantities: 'As quantidades agendada, vistoriada e devolvida devem ser números maiores ou iguais a zero.',
  returnedOverScheduled: 'A quantidade devolvida não pode ser maior que a agendada: o total em estoque não pode ser menor que zero.',
  reasons: 'Informe ao menos um motivo de devolução válido.',
  note: 'A observação deve ter no máximo 4000 caracteres.',
  productNotOfSupplier: 'O produto não pertence ao fornecedor informado.',
  picturesOfOtherSupplier: 'As imagens enviadas para este relatório são de outro fornecedor.',
  created: 'Relatório de devolução cadastrado com sucesso.',
  deleted: 'Relatório de devolução excluído com sucesso.',
} as const;

export const MAX_PICTURE_BYTES = 5_000_000;
export const MAX_NOTE = 4000;

/** A refused call: its HTTP status (or GraphQL error code) and message. */
export class ReturnRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Internal staff (isVisaoTok) alone create and delete reports, reserve ids and upload pictures (spec part 3, section 6). */
export function assertStaff(caller: Caller): void {
  if (!caller.user.isVisaoTok) throw new ReturnRefusal(403, RETURN_MESSAGES.staffOnly);
}

const isStaffView = (caller: Caller): boolean => caller.permissions.has('filtro-fornecedor');

/** The supplier a read is for: staff choose any; a supplier is itself, and asking for another is refused. */
export function readableSupplier(caller: Caller, requested: unknown): number {
  const asked = typeof requested === 'string' || typeof requested === 'number' ? String(requested).trim() : '';
  if (isStaffView(caller)) {
    if (!/^\d+$/.test(asked)) throw new ReturnRefusal(400, RETURN_MESSAGES.supplierUnknown);
    return Number(asked);
  }
  if (asked !== '' && Number(asked) !== Number(caller.user.codigo)) throw new ReturnRefusal(403, RETURN_MESSAGES.otherSupplier);
  return Number(caller.user.codigo);
}

/** May this caller read what belongs to this supplier? */
export const mayRead = (caller: Caller, personId: number): boolean => isStaffView(caller) || personId === Number(caller.user.codigo);

/** 'DD/MM/YYYY' → 'yyyy-MM-dd'; anything else is refused. */
export function dayOf(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  const day = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new ReturnRefusal(400, RETURN_MESSAGES.dateInvalid);
  return day;
}

const isSupplier = (personId: number): boolean =>
  db.tables.pessoas.some((row) => row.supplierType !== null && Number(row.codigo) === personId);

export function assertSupplierExists(personId: number): void {
  if (!Number.isInteger(personId) || !isSupplier(personId)) throw new ReturnRefusal(400, RETURN_MESSAGES.supplierUnknown);
}

/** An id reserved by next-return-receipt-id and not yet a report. */
export function assertReserved(returnReceiptId: number): void {
  const reserved = db.tables.returnReservations.some((row) => row.returnReceiptId === returnReceiptId);
  const used = db.tables.returnReports.some((row) => row.returnReceiptId === returnReceiptId);
  if (!reserved || used) throw new ReturnRefusal(409, RETURN_MESSAGES.idNotReserved);
}

const startsWith = (head: Uint8Array, signature: readonly number[], at = 0): boolean => signature.every((byte, index) => head[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** An image by its content, whatever its name or declared type says: JPEG, PNG, GIF or WebP. */
export function isImageContent(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(head, ascii('GIF87a')) ||
    startsWith(head, ascii('GIF89a')) ||
    (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
  );
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The new report a create body describes, or the first rule it breaks (spec part 3, sections 5 and 7). */
export function reportOfBody(caller: Caller, body: Partial<CreateReturnReceiptBody>): ReturnReportRecord {
  if (String(body.userPersonId ?? '') !== String(Number(caller.user.codigo))) throw new ReturnRefusal(403, RETURN_MESSAGES.otherUser);
  const returnReceiptId = Number(body.returnReceiptId);
  if (!Number.isInteger(returnReceiptId)) throw new ReturnRefusal(400, RETURN_MESSAGES.idNotReserved);
  assertReserved(returnReceiptId);
  const personId = Number(body.personId);
  assertSupplierExists(personId);
  const productId = Number(body.productId);
  if (!db.tables.returnProducts.some((row) => row.supplierId === personId && row.productId === productId)) {
    throw new ReturnRefusal(400, RETURN_MESSAGES.productNotOfSupplier);
  }
  const receiptDate = dayOf(body.receiptDate);
  const { scheduledQuantity, inspectedQuantity, returnedQuantity } = body;
  if (!isCount(scheduledQuantity) || !isCount(inspectedQuantity) || !isCount(returnedQuantity)) throw new ReturnRefusal(400, RETURN_MESSAGES.quantities);
  if (returnedQuantity > scheduledQuantity) throw new ReturnRefusal(400, RETURN_MESSAGES.returnedOverScheduled);
  const reasons = body.returnReceiptReasons;
  const known = new Set(db.tables.returnReasons.map((row) => row.reasonId));
  if (!Array.isArray(reasons) || reasons.length === 0 || !reasons.every((id) => known.has(id)) || new Set(reasons).size !== reasons.length) {
    throw new ReturnRefusal(400, RETURN_MESSAGES.reasons);
  }
  const note = body.noteDescription ?? '';
  if (typeof note !== 'string' || note.length > MAX_NOTE) throw new ReturnRefusal(400, RETURN_MESSAGES.note);
  if (db.tables.returnPictures.some((row) => row.returnReceiptId === returnReceiptId && row.personId !== personId)) {
    throw new ReturnRefusal(400, RETURN_MESSAGES.picturesOfOtherSupplier);
  }
  return {
    returnReceiptId,
    personId,
    productId,
    receiptDate,
    scheduledQuantity,
    inspectedQuantity,
    returnedQuantity,
    reasonIds: [...reasons],
    noteDescription: note.toLocaleUpperCase('pt-BR'),
    createdBy: Number(caller.user.codigo),
  };
}
