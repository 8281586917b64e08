import type { CustomMethod } from '../../types/providerMethods';

/**
 * The compliance documents' domain (spec part 3: "Compliance", "Compliance signing screen", "Compliance form",
 * "Compliance signer form"): the records screens, rules and the provider share. Pure: no React, no screen, no wire
 * shape (wire names: src/dataProviders/compliance/wire.ts).
 */

export const COMPLIANCE_RESOURCE = 'compliance';

/** A list row (react-admin record of `compliance`; id = complianceId). Dates 'yyyy-MM-dd'; signedAt local 'yyyy-MM-ddTHH:mm:ss' or null. */
export interface ComplianceDocument {
  id: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  signedAt: string | null;
  pending: boolean;
}

/** getOne: what the edit form loads. Dates 'yyyy-MM-dd'; fileType the stored file's MIME type, fileExtension without the dot. */
export interface ComplianceDetail {
  id: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  fileType: string;
  fileExtension: string;
}

/**
 * What the form sends: react-admin create({ data }) and update({ id, data }). Dates 'yyyy-MM-dd' (the provider
 * writes 'dd/MM/yyyy'). `file` is required when adding; on edit, absent keeps the stored file.
 */
export interface ComplianceDraft {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  file?: File;
}

/**
 * The signer form's answer for one document. The provider adds who signs: the signed-in supplier is both the
 * personId and the logonPersonId. cpf in any form (masked or not): the provider sends its digits.
 */
export interface Signature {
  documentId: number;
  representativeName: string;
  cpf: string;
  email: string;
  role: string;
}

/** A stored file as downloaded: its bytes and the name to save it under. */
export interface ComplianceFile {
  blob: Blob;
  fileName: string;
}

/**
 * Besides react-admin's getList / getMany (ComplianceDocument), getOne (ComplianceDetail), create / update
 * (ComplianceDraft → ComplianceDetail), delete (its result carries the server's message in `data.message`) and
 * deleteMany (one DELETE per id, in order, the first refusal stops the rest; `meta.messages` the server's message of
 * each) on `compliance`, the area's methods.
 */
export interface ComplianceMethods {
  /** The document to read before signing, as a PDF (3 s). */
  document: CustomMethod<{ id: number }, Blob>;
  /** Signs as the signed-in supplier (3 s); resolves with the server's message, rejects with its refusal. */
  sign: CustomMethod<Signature, { message: string }>;
  /** How many documents valid today the supplier has not signed (3 s): the home's warning. */
  pendingCount: CustomMethod<{ personId: string }, number>;
  /** The signed-in supplier's signature receipt of a document (PDF; beyond the spec). */
  receipt: CustomMethod<{ id: number }, Blob>;
  /** The stored file as uploaded (GET /compliance/{token}/{id}). */
  download: CustomMethod<{ id: number }, ComplianceFile>;
}

/** The file types a document may have (spec part 3, section 5), by extension. */
export const COMPLIANCE_EXTENSIONS = ['pdf', 'ppt', 'pptx', 'xls', 'xlsx', 'doc', 'docx'] as const;
export type ComplianceExtension = (typeof COMPLIANCE_EXTENSIONS)[number];

/** Upload limit (spec part 3, section 9): a file of 7 MB or more is refused, as the quality uploads. */
export const COMPLIANCE_MAX_BYTES = 7 * 1024 * 1024;
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 250;
