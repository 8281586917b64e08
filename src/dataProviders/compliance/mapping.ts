import type { ComplianceDetail, ComplianceDocument, ComplianceDraft } from '../../resources/compliance/complianceDocuments';
import { missingFieldsError } from '../core/errors';
import { base64Of } from '../core/base64';
import type { ComplianceAddFields, ComplianceEditFields, ComplianceListRow, ComplianceOneRow } from './wire';

/** 'yyyy-MM-dd' → the wire's 'dd/MM/yyyy'. */
export function wireDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw missingFieldsError(iso);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** The wire's 'dd/MM/yyyy' → 'yyyy-MM-dd'. */
export function isoDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) throw missingFieldsError(text);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const isDay = (text: unknown): text is string => typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text);

export function toComplianceDocument(row: ComplianceListRow): ComplianceDocument {
  if (!row || typeof row.complianceId !== 'number' || typeof row.complianceName !== 'string' || !isDay(row.startDate) || !isDay(row.endDate)) {
    throw missingFieldsError(row);
  }
  return {
    id: row.complianceId,
    title: row.complianceName,
    description: row.complianceDescription ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    signedAt: row.signatureDate || null,
    pending: row.isPending === true,
  };
}

export function toComplianceDetail(id: number, row: ComplianceOneRow): ComplianceDetail {
  if (!row || typeof row.nm_titulo !== 'string') throw missingFieldsError(row);
  return {
    id,
    title: row.nm_titulo,
    description: row.ds_compliance ?? '',
    startDate: isoDate(row.dt_lancamento),
    endDate: isoDate(row.dt_termino),
    fileType: row.doc_tipo ?? '',
    fileExtension: row.doc_extensao ?? '',
  };
}

/** A file's extension without the dot, lower case ('Termo.PDF' → 'pdf'). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** MIME types of the accepted extensions, for a browser that gives a file none. */
const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const mimeTypeOf = (file: File): string => file.type || MIME_TYPES[extensionOf(file.name)] || 'application/octet-stream';

function formOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
}

/** POST (add): the spec's fields, the file in base64 with its type and extension. */
export async function addForm(draft: ComplianceDraft, userId: string): Promise<FormData> {
  if (!draft.file) throw missingFieldsError(draft);
  const fields: ComplianceAddFields = {
    nm_titulo: draft.title,
    ds_compliance: draft.description,
    dt_lancamento: wireDate(draft.startDate),
    dt_termino: wireDate(draft.endDate),
    Doc: await base64Of(draft.file),
    tipo: mimeTypeOf(draft.file),
    extensao: extensionOf(draft.file.name),
    userId,
  };
  return formOf({ ...fields });
}

/** PUT (edit): the spec's fields; a replaced file as `file` (binary), none keeps the stored one. */
export function editForm(draft: ComplianceDraft, userId: string): FormData {
  const fields: ComplianceEditFields = {
    nmTitulo: draft.title,
    dsCompliance: draft.description,
    dtLancamento: wireDate(draft.startDate),
    dtTermino: wireDate(draft.endDate),
    file: draft.file,
    userId,
  };
  return formOf({ ...fields });
}
