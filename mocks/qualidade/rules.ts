import type { SheetCategoryCode } from '../../src/dataProviders/qualidade/wire';
import { db } from '../db/db';
import { fromBase64 } from '../files/storedFiles';
import { fail, type Caller } from '../http/endpoint';

/**
 * The technical sheets' server checks: its own code, sharing nothing with the client's rules (so a rule moved on one
 * side shows up as a failing test). A broken rule throws a Refusal; the handlers answer it with its status and message.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The answer of a resolver that may refuse. */
export async function refusing(answer: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof Refusal) return fail(error.status, error.message);
    throw error;
  }
}

export const MESSAGES = {
  notDigits: (name: string, value: string) => `O parâmetro ${name} deve conter apenas números (recebido '${value}').`,
  required: (name: string) => `O parâmetro ${name} é obrigatório.`,
  category: (name: string) => `O parâmetro ${name} deve ser A (acessórios) ou P (móveis).`,
  supplierRequired: 'Informe o fornecedor.',
  otherSupplier: 'Fornecedor sem permissão para acessar as fichas técnicas de outro fornecedor.',
  supplierUnknown: 'Fornecedor não encontrado.',
  productUnknown: 'Produto não encontrado.',
  productOfOther: 'Este produto não pertence ao fornecedor da sessão.',
  sheetUnknown: 'Ficha técnica não encontrada.',
  sheetExists: 'Este produto já tem ficha técnica: substitua a existente.',
  productNotInSheet: 'O produto informado não pertence a esta ficha técnica.',
  otherUser: 'O usuário informado não é o usuário da sessão.',
  staffOnly: 'Somente a equipe interna pode adicionar fichas técnicas de acessórios.',
  fileMissing: 'Arquivo precisa ser anexado!',
  fileUnreadable: 'O arquivo enviado não pôde ser lido.',
  noExtension: 'É necessário especificar uma extensão ao arquivo!',
  notPdf: 'Extensão precisa ser pdf!',
  tooBig: 'Tamanho do arquivo precisa ser inferior a 7mb!',
  notPdfContent: 'O conteúdo do arquivo não é um PDF.',
  sheetNumberMissing: 'Necessário vincular uma ficha!',
  supplierMissing: 'Necessário vincular um fornecedor!',
  noProducts: 'É necessário adicionar pelo menos UM produto!',
  badProductList: 'A lista de produtos (ListaProd) é inválida.',
  notAccessory: (productId: number) => `O produto ${productId} não é um acessório.`,
  notSuppliers: (productId: number, supplierId: number) => `O produto ${productId} não pertence ao fornecedor ${supplierId}.`,
  alreadyApproved: (productId: number) => `O produto ${productId} já tem ficha técnica aprovada.`,
  statusUnknown: 'O parâmetro DsStatus deve ser A, P, R ou vazio.',
  sheetFilterUnknown: 'O parâmetro statusFicha deve ser A, P ou R.',
  dateKindUnknown: 'O parâmetro tipoData deve ser E (emissão) ou A (agendamento).',
  dateKindMissing: 'Informe o tipo de data (tipoData) do período.',
  dateInvalid: (name: string) => `O parâmetro ${name} deve ser uma data dd/MM/aaaa.`,
  orderSituationUnknown: 'O parâmetro situacaoPedido deve ser P, C, R ou E.',
  alphaMissing: 'Informe o alfa numérico.',
  fileUnknown: 'Arquivo não encontrado.',
  sheetStatusUnknown: 'O parâmetro InStatus deve ser A.',
} as const;

/** A numeric id of the query, path or form: absent → undefined; anything but digits ('12ab') → 400. */
export function idParam(name: string, value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim())) throw new Refusal(400, MESSAGES.notDigits(name, value));
  return Number(value.trim());
}

export function requiredId(name: string, value: string | null | undefined): number {
  const id = idParam(name, value);
  if (id === undefined) throw new Refusal(400, MESSAGES.required(name));
  return id;
}

export function categoryParam(name: string, value: string | null | undefined): SheetCategoryCode {
  if (value === 'A' || value === 'P') return value;
  throw new Refusal(400, MESSAGES.category(name));
}

/** Staff (the internal view) act on any supplier; a supplier only on itself. */
export const isStaff = (caller: Caller): boolean => caller.user.isVisaoTok || caller.permissions.has('filtro-fornecedor');

const isSupplier = (id: number): boolean => db.tables.pessoas.some((row) => Number(row.codigo) === id && row.supplierType !== null);

/**
 * The supplier a call acts on: a supplier's own (0 or nothing means itself; another id is refused with 403), a staff
 * member's chosen one (required, and known).
 */
export function supplierScope(caller: Caller, requested: number | undefined): number {
  if (!isStaff(caller)) {
    const own = Number(caller.user.codigo);
    if (requested !== undefined && requested !== 0 && requested !== own) throw new Refusal(403, MESSAGES.otherSupplier);
    return own;
  }
  if (requested === undefined || requested === 0) throw new Refusal(400, MESSAGES.supplierRequired);
  if (!isSupplier(requested)) throw new Refusal(404, MESSAGES.supplierUnknown);
  return requested;
}

/** A record of supplier `owner` may be read or written by this caller. */
export function assertMayActOn(caller: Caller, owner: number, message: string = MESSAGES.otherSupplier): void {
  if (!isStaff(caller) && owner !== Number(caller.user.codigo)) throw new Refusal(403, message);
}

/** Spec part 3, section 5: 'Tamanho do arquivo precisa ser inferior a 7mb!' — 7 MB (7 × 1024 × 1024 bytes) or more is refused. */
export const SHEET_MAX_BYTES = 7 * 1024 * 1024;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new Refusal(400, MESSAGES.fileUnreadable);
  return fromBase64(clean);
}

/**
 * The sheet file of an upload (FileName and Doc, the PDF as base64 text), checked in the spec's order: attached,
 * an extension, pdf, under 7 MB; then its content really starts as a PDF.
 */
export function sheetFileOf(form: FormData): { name: string; bytes: Uint8Array } {
  const doc = form.get('Doc');
  if (typeof doc !== 'string' || doc.trim() === '') throw new Refusal(400, MESSAGES.fileMissing);
  const name = String(form.get('FileName') ?? '').trim();
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) throw new Refusal(400, MESSAGES.noExtension);
  if (base.slice(dot + 1).toLowerCase() !== 'pdf') throw new Refusal(400, MESSAGES.notPdf);
  const bytes = decodeBase64(doc);
  if (bytes.length >= SHEET_MAX_BYTES) throw new Refusal(400, MESSAGES.tooBig);
  if (!PDF_MAGIC.every((byte, index) => bytes[index] === byte)) throw new Refusal(400, MESSAGES.notPdfContent);
  return { name: base, bytes };
}

/** idUserFornecedor: who sends, the session's own user. */
export function assertSender(caller: Caller, form: FormData): void {
  const sender = idParam('idUserFornecedor', stringField(form, 'idUserFornecedor'));
  if (sender !== undefined && sender !== Number(caller.user.codigo)) throw new Refusal(403, MESSAGES.otherUser);
}

/** InStatus: the only status an upload sets is approved. */
export function assertApprovedStatus(form: FormData): void {
  const status = stringField(form, 'InStatus');
  if (status !== null && status !== 'A') throw new Refusal(400, MESSAGES.sheetStatusUnknown);
}

export const stringField = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
};

/** The multipart body, or 400 when the request has none. */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Refusal(400, MESSAGES.fileMissing);
  }
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd'; anything else → 400. */
export function dayParam(name: string, value: string | null): string | undefined {
  if (value === null || value === '') return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  const date = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) throw new Refusal(400, MESSAGES.dateInvalid(name));
  return day;
}
