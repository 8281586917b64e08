import { format } from 'date-fns';
import { uploadRefusal, COMPLIANCE_UPLOAD } from '../files/uploadRules';
import { fromBase64 } from '../files/storedFiles';
import type { Caller } from '../http/endpoint';
import type { ComplianceDocumentRecord } from './seed';

/**
 * The compliance server's own rules (spec part 3, sections 4, 5 and 6): who sees which document, what a document
 * and a signature must hold. Written apart from the client's checks, so that a rule moved on one side fails a test.
 */

export const COMPLIANCE_MESSAGES = {
  added: 'Compliance adicionado com sucesso!',
  edited: 'Compliance editado com sucesso!',
  removed: 'Compliance removido com sucesso!',
  notFound: 'Compliance não encontrado!',
  signed: 'Documento assinado com sucesso!',
  alreadySigned: 'Este documento já foi assinado por este fornecedor.',
  adminCannotSign: 'Perfis administrativos (Master, Admin - Comercial, Admin - sourcing) não podem assinar documentos de compliance.',
  otherSupplier: 'Um fornecedor só pode assinar os próprios documentos.',
  notSigned: 'Não há assinatura deste fornecedor para este documento.',
  wrongUser: 'Usuário do formulário não é o usuário da sessão!',
  titleRequired: 'Preencha o campo titulo!',
  titleTooLong: 'Campo titulo não pode ter mais de 50 caracteres!',
  titleInvalid: 'Caracteres inválidos em campo titulo!',
  descriptionRequired: 'Preencha o campo descrição!',
  descriptionTooLong: 'Campo descrição não pode ter mais de 250 caracteres!',
  descriptionInvalid: 'Caracteres inválidos em campo descrição!',
  startRequired: 'Preencha o campo data de inicio da vigência!',
  endRequired: 'Preencha o campo data de fim da vigência!',
  invalidDate: 'Data inválida',
  endBeforeStart: 'A data de fim da vigência não pode ser anterior à data de inicio!',
  fileRequired: 'Adicione um arquivo!',
  fileType: 'Tipo de arquivo não permitido! Envie pdf, ppt, pptx, xls, xlsx, doc ou docx.',
  fileSize: 'O arquivo deve ter menos de 7MB!',
  fileContent: 'O conteúdo do arquivo não corresponde ao seu tipo!',
  nameRequired: 'Informe o nome completo do representante!',
  nameInvalid: 'O nome do representante aceita apenas letras, pontos e espaços!',
  roleRequired: 'Informe o cargo do representante!',
  roleInvalid: 'O cargo aceita apenas letras, pontos e espaços!',
  cpfInvalid: 'CPF inválido!',
  emailInvalid: 'E-mail inválido!',
} as const;

const ADMIN_ROLES: readonly string[] = ['Master', 'Admin - Comercial', 'Admin - sourcing'];

export const today = (): string => format(new Date(), 'yyyy-MM-dd');

export const isComplianceAdmin = (caller: Caller): boolean => caller.permissions.has('admin-compliance');
export const isAdminRole = (caller: Caller): boolean => ADMIN_ROLES.includes(caller.role);

export const validOn = (doc: ComplianceDocumentRecord, day: string): boolean => doc.startDate <= day && day <= doc.endDate;

/** The documents a caller may see: admin-compliance every one; anyone else those valid today (the ones addressed to suppliers). */
export function visibleDocuments(caller: Caller, documents: readonly ComplianceDocumentRecord[], day = today()): ComplianceDocumentRecord[] {
  return isComplianceAdmin(caller) ? [...documents] : documents.filter((doc) => validOn(doc, day));
}

export const signatureOf = (doc: ComplianceDocumentRecord, personId: string) => doc.signatures.find((signature) => signature.personId === personId);

/** Documents valid on `day` that the supplier has not signed. */
export const pendingOf = (documents: readonly ComplianceDocumentRecord[], personId: string, day = today()): ComplianceDocumentRecord[] =>
  documents.filter((doc) => validOn(doc, day) && !signatureOf(doc, personId));

/** 'dd/MM/yyyy' of a real day → 'yyyy-MM-dd'; anything else undefined. */
export function dayOf(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : undefined;
}

export interface DocumentFields {
  title: string;
  description: string;
  start: string;
  end: string;
}

/** The first broken rule of a document's text and dates (section 5, "Compliance form"), or its validity. */
export function documentRefusal(fields: DocumentFields): string | { startDate: string; endDate: string } {
  const M = COMPLIANCE_MESSAGES;
  if (!fields.title.trim()) return M.titleRequired;
  if (fields.title.length > 50) return M.titleTooLong;
  if (fields.title.includes('\t')) return M.titleInvalid;
  if (!fields.description.trim()) return M.descriptionRequired;
  if (fields.description.length > 250) return M.descriptionTooLong;
  if (fields.description.includes('\t')) return M.descriptionInvalid;
  if (!fields.start.trim()) return M.startRequired;
  if (!fields.end.trim()) return M.endRequired;
  const startDate = dayOf(fields.start);
  const endDate = dayOf(fields.end);
  if (!startDate || !endDate) return M.invalidDate;
  if (endDate < startDate) return M.endBeforeStart;
  return { startDate, endDate };
}

/** The refusal of an uploaded compliance file (type by extension, size, content), or undefined. */
export async function fileRefusal(file: Blob & { name: string }): Promise<string | undefined> {
  const refusal = await uploadRefusal(file, COMPLIANCE_UPLOAD);
  if (refusal === 'type') return COMPLIANCE_MESSAGES.fileType;
  if (refusal === 'size') return COMPLIANCE_MESSAGES.fileSize;
  if (refusal === 'content' || refusal === 'empty') return COMPLIANCE_MESSAGES.fileContent;
  return undefined;
}

/** A file sent as base64 (`Doc`), named from its extension. */
export function base64File(base64: string, extension: string, type: string): File | undefined {
  try {
    return new File([new Uint8Array(fromBase64(base64))], `documento.${extension.replace(/^\./, '').toLowerCase()}`, { type });
  } catch {
    return undefined;
  }
}

const LETTERS = /^[\p{L}. ]+$/u;

/** The server's own CPF check (modulo 11, all-same-digit numbers refused). */
export function cpfOk(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

export interface SignerFields {
  representativeName?: unknown;
  cpfNumber?: unknown;
  mailAddress?: unknown;
  roleDescription?: unknown;
}

/** The first broken rule of a signer (section 5, "Compliance signer form"), or undefined. */
export function signerRefusal(body: SignerFields): string | undefined {
  const M = COMPLIANCE_MESSAGES;
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  if (!text(body.representativeName)) return M.nameRequired;
  if (!LETTERS.test(text(body.representativeName))) return M.nameInvalid;
  if (!text(body.roleDescription)) return M.roleRequired;
  if (!LETTERS.test(text(body.roleDescription))) return M.roleInvalid;
  if (typeof body.cpfNumber !== 'string' || !cpfOk(body.cpfNumber)) return M.cpfInvalid;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(body.mailAddress))) return M.emailInvalid;
  return undefined;
}

/** '12345678909' → '***.456.789-**': the receipt shows only the middle six digits. */
export const maskedCpf = (digits: string): string => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
