/**
 * Wire shapes of the compliance calls (spec part 3, sections 3 and 7, "Compliance"). The document CRUD and the
 * download go to the legacy API (`apiUrl('legacy', …)`); the `/documents/…` calls (reading, signing, the pending
 * count, the signature receipt) to the orders API (`apiUrl('orders', …)`). Paths and formats the spec does not give
 * are fixed here, once, for the client and the mock alike.
 */

/** Legacy API. */
export const COMPLIANCE_PATHS = {
  /** GET ?userCode= → { data: { DocumentsList: ComplianceListRow[] } } (admin-compliance: every document; others: those valid today). */
  list: '/compliance',
  /** GET `${one}/{id}` → { status, message, itens: ComplianceOneRow }. */
  one: '/compliance',
  /** POST multipart ComplianceAddFields → { status, message, itens: { complianceId } }. */
  add: '/compliance',
  /** DELETE `${remove}/{id}` (the generic remove modal's /{route}/{id}) → RemoveAnswer; the message is shown as is. */
  remove: '/compliance',
  /** GET `${download}/{token}/{id}` → the stored file's bytes (its own MIME type), byte for byte as uploaded. */
  download: '/compliance',
} as const;

/** Orders API. */
export const DOCUMENT_PATHS = {
  /** PUT `${edit}/{id}` multipart ComplianceEditFields → { status, message }. */
  edit: '/documents/compliance',
  /** GET ?complianceId= (3 s) → application/pdf: the document to read (an office file comes as its PDF rendition). */
  document: '/documents/document',
  /** POST JSON SignatureBody (3 s) → SignAnswer. */
  sign: '/documents/signDocumentCompliance',
  /** GET ?personId= (3 s) → QuantityAnswer: documents valid today the supplier has not signed. */
  pendingQuantity: '/documents/qtyDocumentsPending',
  /** GET ?complianceId=&personId= → application/pdf: the signature receipt (beyond the spec). */
  receipt: '/documents/signatureReceipt',
} as const;

/** GraphQL query DocumentsList(personId: String!) → [ComplianceListRow] (the same rows as the REST list). */
export const DOCUMENTS_LIST_OPERATION = 'DocumentsList';

/** A list row. startDate/endDate 'yyyy-MM-dd'; signatureDate local 'yyyy-MM-ddTHH:mm:ss' of the caller's signature, null when none. */
export interface ComplianceListRow {
  complianceId: number;
  complianceName: string;
  complianceDescription: string;
  startDate: string;
  endDate: string;
  signatureDate: string | null;
  isPending: boolean;
}

export interface ComplianceListAnswer {
  data: { DocumentsList: ComplianceListRow[] };
}

/** GET one: dates 'dd/MM/yyyy'; doc_tipo the stored file's MIME type, doc_extensao its extension without the dot ('pdf'). */
export interface ComplianceOneRow {
  nm_titulo: string;
  ds_compliance: string;
  dt_lancamento: string;
  dt_termino: string;
  doc_tipo: string;
  doc_extensao: string;
}

/** POST (add) multipart fields. Dates 'dd/MM/yyyy'; Doc the file's bytes in base64 (no data: prefix); tipo its MIME type; extensao without the dot; userId the signed-in user's code. */
export interface ComplianceAddFields {
  nm_titulo: string;
  ds_compliance: string;
  dt_lancamento: string;
  dt_termino: string;
  Doc: string;
  tipo: string;
  extensao: string;
  userId: string;
}

/** PUT (edit) multipart fields. Dates 'dd/MM/yyyy'. A replaced file goes as `file` (binary, its name gives the extension) or `Doc` (base64, with tipo/extensao); no file keeps the stored one. */
export interface ComplianceEditFields {
  nmTitulo: string;
  dsCompliance: string;
  dtLancamento: string;
  dtTermino: string;
  file?: Blob;
  Doc?: string;
  tipo?: string;
  extensao?: string;
  userId: string;
}

/** The multipart field names, as the spec writes them. */
export const ADD_FIELDS = ['nm_titulo', 'ds_compliance', 'dt_lancamento', 'dt_termino', 'Doc', 'tipo', 'extensao', 'userId'] as const;
export const EDIT_FIELDS = ['nmTitulo', 'dsCompliance', 'dtLancamento', 'dtTermino', 'file', 'Doc', 'tipo', 'extensao', 'userId'] as const;

export interface RemoveAnswer {
  status: boolean;
  message: string;
}

/** POST /documents/signDocumentCompliance. personId the supplier who signs (the caller's own code); logonPersonId the signed-in user; cpfNumber 11 digits. */
export interface SignatureBody {
  complianceId: number;
  personId: string;
  logonPersonId: string;
  representativeName: string;
  cpfNumber: string;
  mailAddress: string;
  roleDescription: string;
}

/** Success `{ message }`; refusal `{ error: true, message }` (also with an HTTP error status). */
export interface SignAnswer {
  error?: boolean;
  message: string;
}

export interface QuantityAnswer {
  quantity: number;
}
